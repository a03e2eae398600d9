/// A value kept out of line: an optional field that thousands of instances carry and few fill
/// costs one reference instead of the value's own size.
package final class OutOfLine<Value: Sendable>: Sendable {
    package let value: Value

    package init(_ value: Value) {
        self.value = value
    }
}
