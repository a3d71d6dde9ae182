/// Every kernel pair MotionBench knows: the single source tests, the CLI and the Benchmarks package consume.
/// Each family declares its pairs in its own file (`SpringsCatalog`, `ActionLookupCatalog`,
/// `HierarchyDiffCatalog`); this type only gathers and selects them.
public enum Catalog {
    /// The largest workload size the CLI accepts (guards against accidental huge allocations).
    package static let maximumSize = 100_000_000

    /// All pairs, family by family, in a stable order.
    /// (With `MOTIONBENCH_SELF_TEST=broken`, the deliberately wrong `SelfTestPairs` come last.)
    package static var all: [AnyKernelPair] {
        let pairs = SpringsCatalog.pairs + ActionLookupCatalog.pairs + HierarchyDiffCatalog.pairs
        return SelfTestPairs.enabled ? pairs + [SelfTestPairs.brokenSumOfSquares.erased] : pairs
    }

    /// All studies, family by family.
    package static var studies: [Study] {
        SpringsCatalog.studies + ActionLookupCatalog.studies + HierarchyDiffCatalog.studies
    }

    /// The pair with this identifier.
    package static func pair(id: String) throws(HarnessError) -> AnyKernelPair {
        guard let pair = all.first(where: { $0.id == id }) else {
            throw .unknownKernel(id, known: all.map(\.id))
        }
        return pair
    }

    /// The pairs of one family.
    public static func pairs(in family: KernelFamily) -> [AnyKernelPair] {
        all.filter { $0.family == family }
    }

    /// Parses a family name as the CLI spells it ("springs", "action-lookup", "hierarchy-diff").
    package static func family(named name: String) throws(HarnessError) -> KernelFamily {
        guard let family = KernelFamily(rawValue: name) else {
            throw .unknownFamily(name, known: KernelFamily.allCases.map(\.rawValue))
        }
        return family
    }

    /// The pairs selected by an optional family and an optional kernel identifier (both must match).
    package static func select(family: String?, kernel: String?) throws(HarnessError) -> [AnyKernelPair] {
        var selected = all
        if let family {
            let parsed = try Self.family(named: family)
            selected = selected.filter { $0.family == parsed }
        }
        if let kernel {
            let match = try pair(id: kernel)
            selected = selected.filter { $0.id == match.id }
            if selected.isEmpty {
                throw .invalidArgument("kernel '\(kernel)' is not in family '\(family ?? "")'")
            }
        }
        return selected
    }

    /// Parses "1000,100000" into sizes, rejecting anything that is not a positive whole number in range.
    package static func parseSizes(_ text: String) throws(HarnessError) -> [Int] {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        guard !parts.isEmpty else { throw .invalidSize(text) }
        var sizes: [Int] = []
        for part in parts {
            let trimmed = part.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "_", with: "")
            guard let size = Int(trimmed), size > 0, size <= maximumSize else { throw .invalidSize(String(part)) }
            sizes.append(size)
        }
        return sizes
    }
}

import Foundation
