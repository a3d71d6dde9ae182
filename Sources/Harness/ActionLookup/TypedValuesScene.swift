import Workloads
import ActionLookup
import CActionYardstick

/// The C scene: the world description's tables in the typed model, its stored values, and each script's
/// changes. Owns every buffer the C loop reads.
final class TypedValuesScene {
    /// Each layer's rows (pointers into the tables below).
    private let layers: UnsafeMutableBufferPointer<action_layer>
    /// Rows of one entry per key: per layer (stored values, own actions), per delegate, style and class (then
    /// one row of absent entries for layers without a delegate or a style).
    private let stored: UnsafeMutableBufferPointer<action_slot>
    private let layerActions: UnsafeMutableBufferPointer<UInt>
    private let delegateActions: UnsafeMutableBufferPointer<UInt>
    private let styleActions: UnsafeMutableBufferPointer<UInt>
    private let styleValues: UnsafeMutableBufferPointer<action_value>
    private let classActions: UnsafeMutableBufferPointer<UInt>
    private let classValues: UnsafeMutableBufferPointer<action_value>
    /// Each script's changes.
    private let changes: [[action_change]]
    /// Keeps the actions whose addresses the tables hold alive.
    private let actions: [LayerAction]

    /// The tables for `spec` and the changes of `scripts`; nil when a script has a step other than a property
    /// change, or a script or a style a value other than null, a boolean, a number, a string or an array of up to
    /// six numbers.
    init?(_ spec: ActionWorldSpec, scripts: [[ActionScriptOperation]]) {
        let keys = spec.keys.count
        actions = spec.actions
        var strings: [String: UInt64] = [:]
        func typed(_ value: PropertyValue) -> action_value? { Self.typed(value, strings: &strings) }
        // Everything that can fail is converted before any buffer is allocated: a failed initializer does not
        // run `deinit`, so a buffer allocated before `return nil` would leak.
        var scriptChanges: [[action_change]] = []
        for script in scripts {
            var list: [action_change] = []
            for operation in script {
                guard case let .set(layer, key, value) = operation, let typedValue = typed(value) else { return nil }
                list.append(action_change(layer: UInt32(layer), key: UInt32(key), value: typedValue))
            }
            scriptChanges.append(list)
        }
        // Each style's own values, typed; a later pair for a key wins (a dictionary built pair by pair). The style
        // is not consulted for `bounds` and `frame` (Core Animation's value lookup), so those are left out.
        var ownStyleValues: [[Int: action_value]] = []
        for style in spec.styles {
            var own: [Int: action_value] = [:]
            for pair in style.values where spec.keys[pair.key] != "bounds" && spec.keys[pair.key] != "frame" {
                guard let value = typed(pair.value) else { return nil }
                own[pair.key] = value
            }
            ownStyleValues.append(own)
        }
        changes = scriptChanges
        func word(_ ref: ActionRef) -> UInt {
            switch ref {
            case .null: return 1
            case let .action(index): return UInt(bitPattern: Unmanaged.passUnretained(spec.actions[index]).toOpaque())
            }
        }
        // Every owner's row, then one more of absent entries.
        func table(_ owners: Int) -> UnsafeMutableBufferPointer<UInt> {
            let buffer = UnsafeMutableBufferPointer<UInt>.allocate(capacity: (owners + 1) * keys)
            buffer.initialize(repeating: 0)
            return buffer
        }
        func values(_ owners: Int) -> UnsafeMutableBufferPointer<action_value> {
            let buffer = UnsafeMutableBufferPointer<action_value>.allocate(capacity: (owners + 1) * keys)
            buffer.initialize(repeating: action_value())
            return buffer
        }
        stored = .allocate(capacity: max(1, spec.layers.count * keys))
        stored.initialize(repeating: action_slot())
        layerActions = table(spec.layers.count)
        for (index, layer) in spec.layers.enumerated() {
            for pair in layer.actions { layerActions[index * keys + pair.key] = word(pair.entry) }
            for pair in layer.values { stored[index * keys + pair.key].value = Self.number(pair.value) }
        }
        delegateActions = table(spec.delegates.count)
        for (index, delegate) in spec.delegates.enumerated() {
            switch delegate {
            // A UIView-like delegate outside animation blocks answers every key with the null marker.
            case .view: for key in 0..<keys { delegateActions[index * keys + key] = word(.null) }
            case let .dictionary(pairs):
                for pair in pairs { delegateActions[index * keys + pair.key] = word(pair.entry) }
            }
        }
        // Each style's chain flattened: the first entry (and value) met walking from the style to its root. A
        // parent that is not an earlier style is none, as `ActionWorldSpec.build()` links it.
        styleActions = table(spec.styles.count)
        styleValues = values(spec.styles.count)
        for index in spec.styles.indices {
            var level: Int? = index
            while let style = level {
                // Within one style a later pair wins (a dictionary built pair by pair): the last pair is met first.
                for pair in spec.styles[style].actions.reversed() where styleActions[index * keys + pair.key] == 0 {
                    styleActions[index * keys + pair.key] = word(pair.entry)
                }
                for (key, value) in ownStyleValues[style] where styleValues[index * keys + key].kind == 0 {
                    styleValues[index * keys + key] = value
                }
                level = spec.styles[style].parent.flatMap { $0 < style ? $0 : nil }
            }
        }
        classActions = table(spec.classes.count)
        classValues = values(spec.classes.count)
        for (index, layerClass) in spec.classes.enumerated() {
            for pair in layerClass.defaultActions { classActions[index * keys + pair.key] = word(pair.entry) }
            for pair in layerClass.defaultValues { classValues[index * keys + pair.key] = Self.number(pair.value) }
        }
        // Each layer's rows; no delegate or style: the row past the last, of absent entries.
        layers = .allocate(capacity: max(1, spec.layers.count))
        for (index, layer) in spec.layers.enumerated() {
            let delegate = (layer.delegate ?? spec.delegates.count) * keys
            let style = (layer.style ?? spec.styles.count) * keys
            layers[index] = action_layer(
                stored: stored.baseAddress.unsafelyUnwrapped + index * keys,
                delegate_actions: delegateActions.baseAddress.unsafelyUnwrapped + delegate,
                own_actions: layerActions.baseAddress.unsafelyUnwrapped + index * keys,
                style_actions: styleActions.baseAddress.unsafelyUnwrapped + style,
                style_values: styleValues.baseAddress.unsafelyUnwrapped + style,
                class_actions: classActions.baseAddress.unsafelyUnwrapped + layer.layerClass * keys,
                class_values: classValues.baseAddress.unsafelyUnwrapped + layer.layerClass * keys,
                padding: nil)
        }
    }

    deinit {
        layers.deallocate()
        stored.deallocate()
        layerActions.deallocate()
        delegateActions.deallocate()
        styleActions.deallocate()
        styleValues.deallocate()
        classActions.deallocate()
        classValues.deallocate()
    }

    /// Runs script `index`'s changes on the stored values as they stand; the checksum of this run alone.
    @discardableResult
    func apply(script index: Int) -> action_checksum {
        var checksum = action_checksum()
        changes[index].withUnsafeBufferPointer { changes in
            action_yardstick_apply(layers.baseAddress, changes.baseAddress, changes.count, &checksum)
        }
        return checksum
    }

    /// A number, unboxed.
    static func number(_ value: Double) -> action_value {
        var typed = action_value()
        typed.kind = ACTION_VALUE_NUMBER.rawValue
        typed.elements.0 = value
        return typed
    }

    /// `value` in the typed model (strings by an id per distinct string), or nil when it does not fit.
    static func typed(_ value: PropertyValue, strings: inout [String: UInt64]) -> action_value? {
        var typed = action_value()
        switch value {
        case .null: typed.kind = ACTION_VALUE_NULL.rawValue
        case let .bool(flag): typed.kind = flag ? ACTION_VALUE_TRUE.rawValue : ACTION_VALUE_FALSE.rawValue
        case let .number(number): return Self.number(number)
        case let .string(text):
            let id = strings[text] ?? UInt64(strings.count)
            strings[text] = id
            typed.kind = ACTION_VALUE_STRING.rawValue
            typed.elements.0 = Double(id)
        case let .array(elements):
            var numbers: [Double] = []
            for element in elements {
                guard case let .number(number) = element else { return nil }
                numbers.append(number)
            }
            guard numbers.count <= Int(ACTION_VALUE_CAPACITY) else { return nil }
            typed.kind = ACTION_VALUE_ARRAY.rawValue
            typed.count = UInt32(numbers.count)
            withUnsafeMutableBytes(of: &typed.elements) { raw in
                let slots = raw.bindMemory(to: Double.self)
                for (index, number) in numbers.enumerated() { slots[index] = number }
            }
        case .object: return nil
        }
        return typed
    }
}
