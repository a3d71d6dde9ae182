import Foundation

/// The `--json` form of a run report (stable keys, sorted, pretty-printed).
public enum ReportJSON {
    public static func encode(_ report: RunReport) throws(HarnessError) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        encoder.nonConformingFloatEncodingStrategy = .convertToString(
            positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        do { return try encoder.encode(report) } catch {
            throw .invalidInput("could not encode the report as JSON: \(error)")
        }
    }

    public static func decode(_ data: Data, path: String) throws(HarnessError) -> RunReport {
        let decoder = JSONDecoder()
        decoder.nonConformingFloatDecodingStrategy = .convertFromString(
            positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        do { return try decoder.decode(RunReport.self, from: data) } catch {
            throw .unreadableInput(path: path, reason: "not a motionbench run JSON report (\(error))")
        }
    }
}
