/// Errors the harness reports to people: every case carries enough to fix the call.
package enum HarnessError: Error, Equatable, CustomStringConvertible, Sendable {
    case unknownKernel(String, known: [String])
    case unknownFamily(String, known: [String])
    case invalidSize(String)
    case invalidArgument(String)
    case unwritableOutput(path: String, reason: String)
    case unreadableInput(path: String, reason: String)
    case invalidInput(String)

    package var description: String {
        switch self {
        case let .unknownKernel(id, known):
            return "unknown kernel '\(id)'; known kernels: \(known.joined(separator: ", "))"
        case let .unknownFamily(name, known):
            return "unknown family '\(name)'; known families: \(known.joined(separator: ", "))"
        case let .invalidSize(text):
            return "invalid size '\(text)': sizes are positive whole numbers up to \(Catalog.maximumSize), e.g. --sizes 1000,100000"
        case let .invalidArgument(text):
            return text
        case let .unwritableOutput(path, reason):
            return "cannot write '\(path)': \(reason)"
        case let .unreadableInput(path, reason):
            return "cannot read '\(path)': \(reason)"
        case let .invalidInput(message):
            return message
        }
    }
}
