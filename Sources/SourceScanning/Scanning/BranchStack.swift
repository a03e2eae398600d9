/// A stack that an `#if` branch can start again from: at `#if` it is marked, at `#elseif` and
/// `#else` restored to what it was at the mark, at `#endif` unmarked. Instead of a copy of the
/// stack per directive, each mark keeps the original of every element its branches may have
/// changed — the top at the mark, and each element that became the top again after a pop (only
/// the top is ever changed in place) — so restoring costs what the branch pushed and popped,
/// and marks nested any depth cost what their branches did. Only `top` may be changed in place.
struct BranchStack<Element> {
    private struct Mark {
        /// The count at the mark.
        var height: Int
        /// The lowest index whose original is in `saved`.
        var floor: Int
        /// The originals of the elements from `floor` to `height - 1`, the highest first.
        var saved: [Element]
        /// The lowest count of this branch.
        var low: Int
    }

    private(set) var elements: [Element] = []
    private var marks: [Mark] = []

    init(_ elements: [Element] = []) {
        self.elements = elements
    }

    var count: Int { elements.count }
    var isEmpty: Bool { elements.isEmpty }
    var last: Element? { elements.last }

    subscript(index: Int) -> Element { elements[index] }

    /// The top element, to read or change in place.
    var top: Element {
        _read { yield elements[elements.count - 1] }
        _modify { yield &elements[elements.count - 1] }
    }

    mutating func push(_ element: Element) {
        elements.append(element)
    }

    /// Removes the top element (read what is needed of it first: it is not copied out).
    mutating func pop() {
        elements.removeLast(1)
        guard !marks.isEmpty else { return }
        let m = marks.count - 1
        marks[m].low = min(marks[m].low, elements.count)
        // The new top may change now: keep its original first.
        if !elements.isEmpty, elements.count - 1 < marks[m].floor {
            marks[m].saved.append(elements[elements.count - 1])
            marks[m].floor = elements.count - 1
        }
    }

    /// `#if`: what `restore` returns to.
    mutating func mark() {
        let height = elements.count
        marks.append(Mark(height: height, floor: max(height - 1, 0), saved: elements.last.map { [$0] } ?? [], low: height))
    }

    /// `#elseif`, `#else`: the stack as it was at the mark.
    mutating func restore() {
        guard let mark = marks.last else { return }
        let from = max(min(mark.low, mark.height) - 1, 0)
        elements.removeLast(elements.count - min(from, elements.count))
        for index in elements.count..<mark.height where mark.saved.indices.contains(mark.height - 1 - index) {
            elements.append(mark.saved[mark.height - 1 - index])
        }
        marks[marks.count - 1].low = mark.height
    }

    /// `#endif`: the enclosing mark takes over the originals it needs.
    mutating func unmark() {
        guard let mark = marks.popLast(), !marks.isEmpty else { return }
        let o = marks.count - 1
        marks[o].low = min(marks[o].low, mark.low)
        if mark.floor < marks[o].floor {
            for index in stride(from: marks[o].floor - 1, through: mark.floor, by: -1) where mark.saved.indices.contains(mark.height - 1 - index) {
                marks[o].saved.append(mark.saved[mark.height - 1 - index])
            }
            marks[o].floor = mark.floor
        }
    }
}
