/// The states of the loader microinteraction (a spinner that turns into a progress bar).
public enum LoaderState: Int, CaseIterable, Sendable, CustomStringConvertible {
    /// Not in a layer tree.
    case detached
    /// On screen, nothing in progress (invisible).
    case idle
    /// Indeterminate activity.
    case spinning
    /// Determinate progress (a bar).
    case progressing
    /// Finished: a check mark.
    case completed
    /// Stopped before any progress was reported: a cross.
    case interrupted

    /// The state's name, the key of the reference table's outer dictionary.
    public var name: String {
        switch self {
        case .detached: return "detached"
        case .idle: return "idle"
        case .spinning: return "spinning"
        case .progressing: return "progressing"
        case .completed: return "completed"
        case .interrupted: return "interrupted"
        }
    }

    public var description: String { name }
}

/// The loader's events: the layer events Core Animation already has and three custom ones.
public enum LoaderEvent: Int, CaseIterable, Sendable, CustomStringConvertible {
    case onOrderIn, onOrderOut, activate, deactivate, progress

    /// The event key (the inner dictionary's key, as an actions dictionary spells it).
    public var key: String {
        switch self {
        case .onOrderIn: return "onOrderIn"
        case .onOrderOut: return "onOrderOut"
        case .activate: return "activate"
        case .deactivate: return "deactivate"
        case .progress: return "progress"
        }
    }

    public var description: String { key }
}

/// One cell of the loader's state × event table: the action to run and the state that follows.
public struct LoaderCell: Equatable, Sendable, CustomStringConvertible {
    /// The action, or the null marker: nothing runs.
    public let action: ActionEntry
    /// The next state.
    public let next: LoaderState

    public init(_ action: ActionEntry, _ next: LoaderState) {
        self.action = action
        self.next = next
    }

    public var description: String { "(\(action), \(next))" }
}

/// The loader microinteraction: six states × five events, each cell an (action, next state) pair, most cells
/// the null action with the state unchanged.
///
/// | state \ event | onOrderIn        | onOrderOut       | activate              | deactivate              | progress               |
/// |---------------|------------------|------------------|-----------------------|-------------------------|------------------------|
/// | detached      | fadeIn → idle    | –                | –                     | –                       | –                      |
/// | idle          | –                | fadeOut → detached | startSpinning → spinning | –                    | –                      |
/// | spinning      | –                | fadeOut → detached | –                   | stopSpinning → interrupted | morphToBar → progressing |
/// | progressing   | –                | fadeOut → detached | –                   | showCheckmark → completed | advanceBar → progressing |
/// | completed     | –                | fadeOut → detached | startSpinning → spinning | –                    | –                      |
/// | interrupted   | –                | fadeOut → detached | startSpinning → spinning | –                    | –                      |
///
/// "–" is the null action with the state unchanged.
public enum LoaderMicrointeraction {
    /// Appear (detached → idle).
    public static let fadeIn = LayerAction(name: "loader.fadeIn")
    /// Disappear (any attached state → detached).
    public static let fadeOut = LayerAction(name: "loader.fadeOut")
    /// Start the indeterminate spinner (idle, completed, interrupted → spinning).
    public static let startSpinning = LayerAction(name: "loader.startSpinning")
    /// Stop the spinner before any progress (spinning → interrupted).
    public static let stopSpinning = LayerAction(name: "loader.stopSpinning")
    /// Turn the spinner into a progress bar at the first progress report (spinning → progressing).
    public static let morphToBar = LayerAction(name: "loader.morphToBar")
    /// Advance the bar (progressing → progressing).
    public static let advanceBar = LayerAction(name: "loader.advanceBar")
    /// Finish with a check mark (progressing → completed).
    public static let showCheckmark = LayerAction(name: "loader.showCheckmark")

    /// The table as nested dictionaries, state name → event key → cell: all 30 cells written out.
    public static let nestedTable: [String: [String: LoaderCell]] = {
        func stay(_ state: LoaderState) -> LoaderCell { LoaderCell(.nullMarker, state) }
        func run(_ action: LayerAction, _ next: LoaderState) -> LoaderCell { LoaderCell(.action(action), next) }
        return [
            "detached": ["onOrderIn": run(fadeIn, .idle), "onOrderOut": stay(.detached),
                         "activate": stay(.detached), "deactivate": stay(.detached), "progress": stay(.detached)],
            "idle": ["onOrderIn": stay(.idle), "onOrderOut": run(fadeOut, .detached),
                     "activate": run(startSpinning, .spinning), "deactivate": stay(.idle), "progress": stay(.idle)],
            "spinning": ["onOrderIn": stay(.spinning), "onOrderOut": run(fadeOut, .detached),
                         "activate": stay(.spinning), "deactivate": run(stopSpinning, .interrupted),
                         "progress": run(morphToBar, .progressing)],
            "progressing": ["onOrderIn": stay(.progressing), "onOrderOut": run(fadeOut, .detached),
                            "activate": stay(.progressing), "deactivate": run(showCheckmark, .completed),
                            "progress": run(advanceBar, .progressing)],
            "completed": ["onOrderIn": stay(.completed), "onOrderOut": run(fadeOut, .detached),
                          "activate": run(startSpinning, .spinning), "deactivate": stay(.completed),
                          "progress": stay(.completed)],
            "interrupted": ["onOrderIn": stay(.interrupted), "onOrderOut": run(fadeOut, .detached),
                            "activate": run(startSpinning, .spinning), "deactivate": stay(.interrupted),
                            "progress": stay(.interrupted)],
        ]
    }()
}

/// A loader instance driven by events: each event runs the cell's action (if any) and moves to its state.
public struct Loader<Table: LoaderTableLookup> {
    public let table: Table
    public private(set) var state: LoaderState

    public init(table: Table, state: LoaderState = .detached) {
        self.table = table
        self.state = state
    }

    /// Handles one event: returns the action that runs (nil for the null action) and moves to the next state.
    @discardableResult
    public mutating func handle(_ event: LoaderEvent) -> LayerAction? {
        let cell = table.cell(state: state, event: event)
        state = cell.next
        return cell.action.action
    }
}

/// Anything that answers the loader's table: the reference and the dense table.
public protocol LoaderTableLookup {
    func cell(state: LoaderState, event: LoaderEvent) -> LoaderCell
}

extension ReferenceLoaderTable: LoaderTableLookup {}
extension DenseLoaderTable: LoaderTableLookup {}
