import Foundation

/// The `--json` form of a run report (stable keys, sorted, pretty-printed).
package enum ReportJSON {
    package static func encode(_ report: RunReport) throws(HarnessError) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        encoder.nonConformingFloatEncodingStrategy = .convertToString(
            positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        do { return try encoder.encode(report) } catch {
            throw .invalidInput("could not encode the report as JSON: \(error)")
        }
    }

    package static func decode(_ data: Data, path: String) throws(HarnessError) -> RunReport {
        let decoder = JSONDecoder()
        decoder.nonConformingFloatDecodingStrategy = .convertFromString(
            positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        do { return try decoder.decode(RunReport.self, from: data) } catch {
            throw .unreadableInput(path: path, reason: "not a motionbench run JSON report (\(describe(error)))")
        }
    }

    /// One readable sentence for a decoding error: what is wrong and where ("missing key 'results'").
    static func describe(_ error: any Error) -> String {
        func at(_ path: [any CodingKey]) -> String {
            let text = path.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
            return text.isEmpty ? "" : " at \(text.hasPrefix(".") ? String(text.dropFirst()) : text)"
        }
        guard let error = error as? DecodingError else { return "\(error)" }
        switch error {
        case let .keyNotFound(key, context): return "missing key '\(key.stringValue)'\(at(context.codingPath))"
        case let .typeMismatch(_, context): return "wrong type\(at(context.codingPath)): \(context.debugDescription)"
        case let .valueNotFound(_, context): return "missing value\(at(context.codingPath))"
        case let .dataCorrupted(context):
            let underlying = (context.underlyingError as NSError?)?.userInfo[NSDebugDescriptionErrorKey] as? String
            return "malformed JSON\(at(context.codingPath)): \(underlying ?? context.debugDescription)"
        @unknown default: return "\(error)"
        }
    }
}
