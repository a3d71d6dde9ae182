import Foundation
import Testing

/// The worst inputs found for `eval`, each run in a child with a generous time limit (far above the
/// seconds they take now, far below what they took when the cost grew with ζ, chain depth × lookups,
/// members² or leaves × depth), so a regression fails here instead of hanging the runner.
@Suite(.serialized) struct EvalTimeBoundTests {
    /// Extreme but finite springs: overflowing k/m, vanishing and huge damping, tiny and huge masses.
    static let extremeSprings: [String] = {
        var documents: [String] = [
            #"{"spring":{"mass":1e-200,"stiffness":1e200,"damping":1e200},"times":[]}"#,
            #"{"spring":{"mass":1,"stiffness":1,"damping":1e-10},"times":[0]}"#,
            #"{"spring":{"mass":1,"stiffness":1,"damping":1e-300},"times":[0]}"#,
        ]
        let magnitudes = ["1e-300", "1e-100", "1e-8", "1", "1e8", "1e100", "1e300"]
        for m in magnitudes where m != "1e-8" {
            for k in magnitudes where k != "1e8" {
                for c in ["0", "1e-300", "1e-12", "1", "1e300"] {
                    documents.append(#"{"spring":{"mass":\#(m),"stiffness":\#(k),"damping":\#(c)},"initialVelocity":1e300,"times":[0,1e300]}"#)
                }
            }
        }
        return documents
    }()

    @Test func everyFiniteSpringAnswersOrRefusesInBoundedTime() throws {
        let directory = try ChildProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try Self.extremeSprings.joined(separator: "\n").appending("\n")
            .write(toFile: directory + "/springs.txt", atomically: true, encoding: .utf8)
        // Each document gets 20 s (a debug build answers each in well under a second).
        let outcome = try ChildProcess.shell("""
            while IFS= read -r doc; do
              printf '%s' "$doc" | timeout 20 "$MB" eval spring > /dev/null 2> err.txt
              status=$?
              lines=$(wc -l < err.txt)
              if [ $status -gt 1 ] || { [ $status -eq 1 ] && [ "$lines" -ne 1 ]; }; then echo "BAD $status $doc"; fi
            done < springs.txt
            """, directory: directory, timeLimit: 600)
        #expect(!outcome.timedOut)
        #expect(!outcome.standardOutput.contains("BAD"), "\(outcome.standardOutput)")
    }

    @Test func overflowingSpringRatesAreOneLineErrors() throws {
        let outcome = try ChildProcess.shell(
            "printf '%s' '\(Self.extremeSprings[0])' | \"$MB\" eval spring", timeLimit: 60)
        #expect(outcome.isOneLineFailure, "\(outcome)")
        #expect(outcome.standardError.contains("stiffness / mass"))
    }

    @Test func lightlyDampedSpringAnswersWithoutTheReferenceScan() throws {
        let outcome = try ChildProcess.shell(
            "printf '%s' '\(Self.extremeSprings[1])' | \"$MB\" eval spring --compact", timeLimit: 30)
        #expect(outcome.status == 0, "\(outcome)")
        #expect(outcome.standardOutput.contains(#""settlingTime":1381551"#))
    }

    /// A 100,000-style chain with 1,000 action and 1,000 value lookups, then 20,000 `set`s on the chain.
    @Test func longStyleChainWithManyLookupsAndSetsIsBounded() throws {
        let directory = try ChildProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let n = 100_000
        var styles = (0..<(n - 1)).map { #""s\#($0)":{"style":"s\#($0 + 1)"}"# }
        styles.append(#""s\#(n - 1)":{"actions":{"k0":"deep"},"opacity":1}"#)
        let lookups = (0..<1000).map { #""k\#($0)""# }.joined(separator: ",")
        let values = (0..<1000).map { #""v\#($0)""# }.joined(separator: ",")
        let sets = (0..<20_000).map { #"{"op":"set","key":"k\#($0 % 50)","value":\#($0)}"# }.joined(separator: ",")
        let document = #"{"styles":{\#(styles.joined(separator: ","))},"layer":{"style":"s0"},"#
            + #""actionLookups":[\#(lookups)],"valueLookups":[\#(values)],"operations":[\#(sets)]}"#
        try document.write(toFile: directory + "/chain.json", atomically: true, encoding: .utf8)
        let outcome = try ChildProcess.shell("\"$MB\" eval actions chain.json > out.json", directory: directory,
                                             timeLimit: 120)
        #expect(outcome.status == 0 && !outcome.timedOut, "\(outcome)")
    }

    /// Setting an object with 100,000 members over an equal one in another member order: no change.
    @Test func largeObjectEqualityIsBounded() throws {
        let directory = try ChildProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let forward = (0..<100_000).map { #""m\#($0)":\#($0)"# }.joined(separator: ",")
        let backward = (0..<100_000).reversed().map { #""m\#($0)":\#($0)"# }.joined(separator: ",")
        let document = #"{"layer":{"values":{"big":{\#(forward)}}},"#
            + #""operations":[{"op":"set","key":"big","value":{\#(backward)}}]}"#
        try document.write(toFile: directory + "/big.json", atomically: true, encoding: .utf8)
        let outcome = try ChildProcess.shell("\"$MB\" eval actions --compact big.json", directory: directory,
                                             timeLimit: 120)
        #expect(outcome.status == 0 && !outcome.timedOut, "\(outcome)")
        #expect(outcome.standardOutput.contains(#""log":[]"#), "equal objects: nothing set, nothing logged")
    }

    /// A tree 250 levels deep with 200 leaves per level (~1.3 MB): the answer is compact, so its size
    /// grows with the nodes, not with nodes × depth.
    @Test func deepTreeDiffOutputIsCompactAndBounded() throws {
        let directory = try ChildProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        func tree(reversed: Bool) -> String {
            var text = ""
            for level in 0..<250 {
                var leaves = (0..<200).map { #"{"id":"l\#(level)-\#($0)"}"# }
                if reversed { leaves.reverse() }
                text += #"{"id":"n\#(level)","children":[\#(leaves.joined(separator: ",")),"#
            }
            text += #"{"id":"bottom"}"#
            text += String(repeating: "]}", count: 250)
            return text
        }
        let document = #"{"source":\#(tree(reversed: false)),"target":\#(tree(reversed: true))}"#
        try document.write(toFile: directory + "/deep.json", atomically: true, encoding: .utf8)
        let outcome = try ChildProcess.shell("\"$MB\" eval diff deep.json > out.json && wc -c < out.json",
                                             directory: directory, timeLimit: 120)
        #expect(outcome.status == 0 && !outcome.timedOut, "\(outcome)")
        let outputBytes = Int(outcome.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)) ?? .max
        #expect(outputBytes < 16 * document.utf8.count, "output \(outputBytes) bytes for \(document.utf8.count) of input")
    }
}
