import Harness

/// `eval diff` as the diff tests drive it: a document's output, or the one-line error it gives.
protocol DiffEvalTesting {}

extension DiffEvalTesting {
    func evaluate(_ text: String) throws -> JSONValue {
        try DiffEvalHandler.evaluate(try JSONParser.parse(text))
    }

    func error(_ text: String) -> String {
        do {
            _ = try EvalRegistry.evaluate(name: "diff", input: Array(text.utf8))
            return "no error"
        } catch {
            return error.description
        }
    }
}
