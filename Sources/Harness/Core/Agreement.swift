import Foundation
import RealModule

/// The worst disagreement found between a reference output and a variant's output.
package struct WorstCase: Hashable, Sendable, Codable {
    /// Position in the compared sequence (flattened output index).
    package var index: Int
    /// What the reference produced there (rendered for people).
    package var expected: String
    /// What the variant produced there.
    package var actual: String
    /// |expected − actual| for numeric outputs; nil for exact comparisons of non-numeric values.
    package var absoluteError: Double?
    /// |expected − actual| / max(|expected|, |actual|) for numeric outputs.
    package var relativeError: Double?
    /// For tolerance rules: |expected − actual| divided by the error the rule allows there (≤ 1 agrees);
    /// the quantity by which "worst" is chosen.
    package var shareOfTolerance: Double?

    package init(index: Int, expected: String, actual: String, absoluteError: Double? = nil,
                relativeError: Double? = nil, shareOfTolerance: Double? = nil) {
        self.index = index
        self.expected = expected
        self.actual = actual
        self.absoluteError = absoluteError
        self.relativeError = relativeError
        self.shareOfTolerance = shareOfTolerance
    }
}

/// The result of comparing one variant's output with the reference's.
package struct AgreementVerdict: Hashable, Sendable, Codable {
    /// True when every compared value satisfies the rule.
    package var agrees: Bool
    /// How many values were compared.
    package var comparedCount: Int
    /// For tolerance rules: the value with the largest error relative to its allowed error, whether or not
    /// it passed. For exact rules: the first difference, if any.
    package var worst: WorstCase?
    /// A sentence for people when the outputs cannot be compared value by value (e.g. different lengths).
    package var message: String?

    package init(agrees: Bool, comparedCount: Int, worst: WorstCase? = nil, message: String? = nil) {
        self.agrees = agrees
        self.comparedCount = comparedCount
        self.worst = worst
        self.message = message
    }

    /// Combines verdicts of several comparisons: agrees only if all agree; keeps the first failing case, or
    /// among agreeing ones the case closest to its tolerance (largest ``WorstCase/shareOfTolerance``, falling
    /// back to the relative error for rules that do not report it).
    package static func merged(_ verdicts: [AgreementVerdict]) -> AgreementVerdict {
        var result = AgreementVerdict(agrees: true, comparedCount: 0)
        for verdict in verdicts {
            result.comparedCount += verdict.comparedCount
            if !verdict.agrees && result.agrees {
                result.agrees = false
                result.worst = verdict.worst
                result.message = verdict.message
            } else if verdict.agrees == result.agrees, let candidate = verdict.worst {
                func severity(_ worst: WorstCase?) -> Double {
                    worst?.shareOfTolerance ?? worst?.relativeError ?? -1
                }
                if result.worst == nil || severity(candidate) > severity(result.worst) {
                    result.worst = candidate
                    if result.agrees { result.message = verdict.message }
                }
            }
        }
        return result
    }

    /// One line for people: "agrees (n values, worst rel 3e-16 at #12)" or "DISAGREES at #3: …".
    package var summary: String {
        var text = agrees ? "agrees (\(comparedCount) values" : "DISAGREES (\(comparedCount) values"
        if let worst {
            if let abs = worst.absoluteError, let rel = worst.relativeError {
                text += ", worst at #\(worst.index): expected \(worst.expected), got \(worst.actual),"
                text += " abs \(shortScientific(abs)), rel \(shortScientific(rel))"
                if let share = worst.shareOfTolerance, share.isFinite {
                    text += ", \(shortScientific(share)) of tolerance"
                }
            } else if !agrees {
                text += ", first difference at #\(worst.index): expected \(worst.expected), got \(worst.actual)"
            }
        }
        text += ")"
        if let message, !agrees { text += ": \(message)" }
        return text
    }
}

/// How a variant's output must relate to the reference's output: a rule plus the reason for it.
///
/// Build one with ``exact(justification:)``, ``exactElements(justification:_:)`` or
/// ``tolerance(absolute:relative:justification:values:)``; the justification is shown in reports.
package struct AgreementRule<Output>: Sendable {
    /// A short statement of the rule ("exact", "|Δ| ≤ max(1e-12, 1e-10·|x|)").
    package let statement: String
    /// Why this rule is the right one for this kernel.
    package let justification: String
    /// Compares the reference output (first) with a variant output (second).
    package let compare: @Sendable (_ expected: Output, _ actual: Output) -> AgreementVerdict

    package init(statement: String, justification: String,
                compare: @escaping @Sendable (Output, Output) -> AgreementVerdict) {
        self.statement = statement
        self.justification = justification
        self.compare = compare
    }
}

extension AgreementRule where Output: Equatable & SendableMetatype {
    /// Outputs must be equal (`==`). Use when the kernel computes something discrete (lookups, trees).
    package static func exact(justification: String) -> AgreementRule {
        AgreementRule(statement: "exact", justification: justification) { expected, actual in
            if expected == actual { return AgreementVerdict(agrees: true, comparedCount: 1) }
            return AgreementVerdict(
                agrees: false, comparedCount: 1,
                worst: WorstCase(index: 0, expected: clipped(String(describing: expected)),
                                 actual: clipped(String(describing: actual))))
        }
    }
}

extension AgreementRule {
    /// Element by element equality of a sequence view of the output, naming the first differing element.
    package static func exactElements<Element: Equatable & SendableMetatype>(
        justification: String, _ elements: @escaping @Sendable (Output) -> [Element]
    ) -> AgreementRule {
        AgreementRule(statement: "exact", justification: justification) { expected, actual in
            let e = elements(expected), a = elements(actual)
            for index in 0..<min(e.count, a.count) where e[index] != a[index] {
                return AgreementVerdict(
                    agrees: false, comparedCount: index + 1,
                    worst: WorstCase(index: index, expected: clipped(String(describing: e[index])),
                                     actual: clipped(String(describing: a[index]))))
            }
            if e.count != a.count {
                return AgreementVerdict(
                    agrees: false, comparedCount: min(e.count, a.count),
                    message: "the reference produced \(e.count) elements, the variant \(a.count)")
            }
            return AgreementVerdict(agrees: true, comparedCount: e.count)
        }
    }

    /// Numeric agreement: each value must satisfy
    /// `expected.isApproximatelyEqual(to: actual, absoluteTolerance: absolute, relativeTolerance: relative)`
    /// (swift-numerics: |e − a| ≤ max(absolute, relative·max(|e|, |a|))). NaN agrees only with NaN, an
    /// infinity only with the same infinity. The verdict carries the value whose error is largest relative to
    /// what was allowed.
    package static func tolerance(
        absolute: Double, relative: Double, justification: String,
        values: @escaping @Sendable (Output) -> [Double]
    ) -> AgreementRule {
        let statement = "|Δ| ≤ max(\(shortScientific(absolute)), \(shortScientific(relative))·|x|)"
        return AgreementRule(statement: statement, justification: justification) { expected, actual in
            compareNumeric(values(expected), values(actual), absolute: absolute, relative: relative)
        }
    }
}

/// The numeric comparison behind ``AgreementRule/tolerance(absolute:relative:justification:values:)``.
package func compareNumeric(_ expected: [Double], _ actual: [Double], absolute: Double, relative: Double)
    -> AgreementVerdict
{
    guard expected.count == actual.count else {
        return AgreementVerdict(
            agrees: false, comparedCount: min(expected.count, actual.count),
            message: "the reference produced \(expected.count) values, the variant \(actual.count)")
    }
    var agrees = true
    var worst: WorstCase?
    var worstScore = -Double.infinity
    for index in expected.indices {
        let e = expected[index], a = actual[index]
        let ok: Bool
        let score: Double
        let absError = e == a ? 0 : (e - a).magnitude  // equal infinities differ by 0, not NaN
        if e.isNaN || a.isNaN {
            ok = e.isNaN && a.isNaN
            score = ok ? 0 : .infinity
        } else if e.isInfinite || a.isInfinite {
            ok = e == a
            score = ok ? 0 : .infinity
        } else {
            ok = e.isApproximatelyEqual(to: a, absoluteTolerance: absolute, relativeTolerance: relative)
            let allowed = max(absolute, relative * max(e.magnitude, a.magnitude))
            score = allowed > 0 ? absError / allowed : (absError == 0 ? 0 : .infinity)
        }
        if !ok { agrees = false }
        if score > worstScore {
            worstScore = score
            let scale = max(e.magnitude, a.magnitude)
            worst = WorstCase(index: index, expected: "\(e)", actual: "\(a)",
                              absoluteError: absError.isNaN ? .infinity : absError,
                              relativeError: scale > 0 && scale.isFinite ? absError / scale : (absError == 0 ? 0 : .infinity),
                              shareOfTolerance: score)
        }
    }
    return AgreementVerdict(agrees: agrees, comparedCount: expected.count, worst: worst)
}

func clipped(_ text: String, limit: Int = 160) -> String {
    text.count <= limit ? text : String(text.prefix(limit)) + "…"
}

/// 1.2e-15 style rendering for errors and tolerances.
package func shortScientific(_ value: Double) -> String {
    if value == 0 { return "0" }
    if !value.isFinite { return "\(value)" }
    return String(format: "%.1e", value)
}
