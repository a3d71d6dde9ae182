import ActionLookup

/// Input of `action-lookup.loader-table`: cells probed directly, then an event sequence run from `detached`.
package struct LoaderTableWorkload: Sendable {
    package var probes: [(state: LoaderState, event: LoaderEvent)]
    package var events: [LoaderEvent]
}
