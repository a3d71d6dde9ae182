import Harness

/// Parses `text` and evaluates it as `motionbench eval actions` does (reference resolver).
func evalActions(_ text: String) throws -> JSONValue {
    try ActionsEval.evaluate(try JSONParser.parse(text))
}

/// The `log` array of an output.
func logOf(_ output: JSONValue) -> [JSONValue] { output["log"]?.arrayValue ?? [] }

/// The error message `text` is rejected with, or nil when it is accepted.
func evalError(_ text: String) -> String? {
    do {
        _ = try ActionsEval.evaluate(try JSONParser.parse(text))
        return nil
    } catch let error as EvalError {
        return error.message
    } catch {
        return "\(error)"
    }
}
