/// Number formatting shared by logs and the names of animation actions.
enum DurationFormatting {
    /// The shortest decimal that reads back as `value`, without a trailing `.0` for whole numbers
    /// (`0.25`, `1`, `1.5`, `1e-07`); Swift's shortest round-trip `description` otherwise.
    static func shortest(_ value: Double) -> String {
        guard value.isFinite else { return "\(value)" }
        if value == value.rounded(), value.magnitude < 1e15 {
            return value == 0 ? "0" : String(Int64(value))
        }
        return "\(value)"
    }
}
