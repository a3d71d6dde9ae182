import ArgumentParser
import Harness

struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list", abstract: "List every kernel pair: identifier, family, description, variants.")

    func run() {
        for pair in Catalog.all {
            print("\(pair.id)  [\(pair.family.rawValue)]")
            print("    \(pair.summary)")
            print("    reference: \(pair.referenceName); variants: \(pair.variantNames.joined(separator: ", "))"
                  + (pair.comparisonNames.isEmpty ? "" : "; checked comparisons: \(pair.comparisonNames.joined(separator: ", "))")
                  + (pair.timedOnlyNames.isEmpty ? "" : "; also timed: \(pair.timedOnlyNames.joined(separator: ", "))"))
            print("    agreement: \(pair.ruleStatement)")
        }
        let evals = EvalRegistry.handlers
        if !evals.isEmpty {
            print("\neval formats: \(evals.map(\.name).joined(separator: ", "))")
        }
    }
}
