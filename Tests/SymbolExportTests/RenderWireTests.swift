import Foundation
import Testing
@testable import SymbolBase
@testable import SymbolReading
@testable import SymbolRendering

/// The wire between the exporter and its render workers (`RenderWire`): every job, result and
/// error crosses as itself, and a short, garbled or oversized message is refused, never
/// crashed on.
@Suite struct RenderWireTests {
    static let svg = Array("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 4 4\"><rect width=\"3\" height=\"3\"/></svg>".utf8)
    static let frames = [
        RenderFrame(width: 17, height: 15, viewport: Rect(x: 0.1, y: -0.7, width: 16.9, height: 14.3)),
        RenderFrame(width: 34, height: 30, viewport: Rect(x: 1 / 3, y: 0, width: 33.8, height: 29.3)),
    ]

    static let jobs: [RenderJob] = [
        .draw(documents: [RenderDocument(svg: svg, frames: frames), RenderDocument(svg: [], frames: [frames[1]], naturalSize: PointSize(width: 24, height: 20.5))],
              layout: .alpha, serialized: false, compression: .standard),
        .draw(documents: [RenderDocument(svg: svg, frames: [])], layout: .rgba, serialized: true, compression: .maximum),
        .draw(documents: [], layout: .rgba, serialized: false, compression: .standard),
        .pdf(svg: svg, width: 20.25, height: 17, viewport: Rect(x: 0.5, y: 0.25, width: 19.1, height: 16.2), serialized: true),
        .differ(first: svg, second: Array(svg.reversed()), frame: frames[0]),
        .measure(svg: svg, serialized: false),
        .measure(svg: [], serialized: true),
    ]

    static let results: [RenderResult] = [
        .drawn([EncodedRaster(width: 17, height: 15, png: [0x89, 0x50, 0x4E, 0x47], isFullyTransparent: false),
                EncodedRaster(width: 1, height: 4096, png: [], isFullyTransparent: true)]),
        .drawn([]),
        .pdf(Array("%PDF-1.5\n".utf8)),
        .differ(true),
        .differ(false),
        .measured(Rect(x: -1.5, y: 2.25, width: 20.125, height: 0.1)),
        .measured(nil),
    ]

    static let errors: [RenderError] = [
        .raster(.invalidSVG("Error domain 1 code 4 on line 1 column 12 of data: Start tag expected, '<' not found")),
        .raster(.renderFailed("an error occurred")),
        .raster(.cairo("out of memory")),
        .raster(.tooLarge(width: 5000, height: 10, limit: 4096)),
        .raster(.empty(width: 0, height: 17)),
        .png(PNGError(message: "Invalid IHDR data")),
        .crashed(signal: SIGABRT),
        .crashed(signal: SIGKILL),
        .timedOut(seconds: 0.25),
        .unavailable("the worker exited (status 2): ünïcode ✓"),
        .unavailable(""),
        .interrupted,
    ]

    static var replies: [RenderWire.Reply] { results.map { .success($0) } + errors.map { .failure($0) } }

    /// A message's body: what follows its four bytes of length, which must be its length.
    private func body(_ message: [UInt8]) throws -> [UInt8] {
        try #require(message.count >= 4)
        let length = message[0..<4].enumerated().reduce(0) { $0 | Int($1.element) << ($1.offset * 8) }
        #expect(length == message.count - 4)
        return Array(message.dropFirst(4))
    }

    @Test(arguments: jobs)
    func everyJobCrossesAsItself(job: RenderJob) throws {
        #expect(try RenderWire.decode(RenderJob.self, from: body(RenderWire.message(job))) == job)
    }

    @Test(arguments: replies)
    func everyResultAndErrorCrossesAsItself(reply: RenderWire.Reply) throws {
        #expect(try RenderWire.decode(RenderWire.Reply.self, from: body(RenderWire.message(reply))) == reply)
    }

    /// Enums go as themselves: the layout and compression by name, signals as numbers.
    @Test func enumsGoAsTheirRawValues() throws {
        let job = try body(RenderWire.message(RenderJob.draw(documents: [], layout: .rgba, serialized: false, compression: .maximum)))
        #expect(job == [RenderJob.Tag.draw.rawValue] + [0, 0, 0, 0, 0, 0, 0, 0] + [4, 0, 0, 0, 0, 0, 0, 0] + Array("rgba".utf8) + [0]
            + [7, 0, 0, 0, 0, 0, 0, 0] + Array("maximum".utf8))
        let crash = try body(RenderWire.message(RenderWire.Reply.failure(.crashed(signal: 6))))
        #expect(crash == [ReplyTag.failure.rawValue, RenderError.Tag.crashed.rawValue, 6, 0, 0, 0, 0, 0, 0, 0])
    }

    /// Every message cut short anywhere is refused, and so is one with a byte too many.
    @Test func shortOrLongMessagesAreRefused() throws {
        for job in Self.jobs {
            let full = try body(RenderWire.message(job))
            for count in 0..<full.count {
                #expect(throws: RenderWire.Malformed.self) { try RenderWire.decode(RenderJob.self, from: Array(full.prefix(count))) }
            }
            #expect(throws: RenderWire.Malformed.self) { try RenderWire.decode(RenderJob.self, from: full + [0]) }
        }
        for reply in Self.replies {
            let full = try body(RenderWire.message(reply))
            for count in 0..<full.count {
                #expect(throws: RenderWire.Malformed.self) { try RenderWire.decode(RenderWire.Reply.self, from: Array(full.prefix(count))) }
            }
            #expect(throws: RenderWire.Malformed.self) { try RenderWire.decode(RenderWire.Reply.self, from: full + [0]) }
        }
    }

    /// Unknown tags and names, a Bool that is neither 0 nor 1, text that is not UTF-8, a signal
    /// out of range, counts over their limits or past the message's end.
    @Test func garbledMessagesAreRefused() throws {
        let int = { (value: Int) in withUnsafeBytes(of: Int64(value).littleEndian) { Array($0) } }
        let text = { (bytes: [UInt8]) in int(bytes.count) + bytes }
        let frame = try body(RenderWire.message(Self.frames[0]))
        let document = text([]) + int(1) + frame + [0]
        let garbled: [(String, [UInt8])] = [
            ("unknown job", [9]),
            ("unknown layout", [0] + int(0) + text(Array("argb".utf8)) + [0] + text(Array("standard".utf8))),
            ("unknown compression", [0] + int(0) + text(Array("alpha".utf8)) + [0] + text(Array("best".utf8))),
            ("Bool of 2", [3] + text([]) + [2]),
            ("negative count of bytes", [3] + int(-1) + [0]),
            ("count of bytes past the end", [3] + int(Int.max) + [0]),
            ("65 documents", [0] + int(65) + Array(repeating: document, count: 65).flatMap { $0 } + text(Array("alpha".utf8)) + [0]
                + text(Array("standard".utf8))),
            ("17 frames", [0] + int(1) + text([]) + int(17) + Array(repeating: frame, count: 17).flatMap { $0 } + [0]
                + text(Array("alpha".utf8)) + [0] + text(Array("standard".utf8))),
        ]
        for (name, bytes) in garbled {
            #expect(throws: RenderWire.Malformed.self, "\(name)") { try RenderWire.decode(RenderJob.self, from: bytes) }
        }
        let success = ReplyTag.success.rawValue, failure = ReplyTag.failure.rawValue
        let garbledReplies: [(String, [UInt8])] = [
            ("unknown side", [2, RenderResult.Tag.differ.rawValue, 1]),
            ("unknown result", [success, 9]),
            ("unknown error", [failure, 9]),
            ("unknown raster error", [failure, RenderError.Tag.raster.rawValue, 9]),
            ("text that is not UTF-8", [failure, RenderError.Tag.unavailable.rawValue] + text([0xC3, 0x28])),
            ("signal out of range", [failure, RenderError.Tag.crashed.rawValue] + int(1 << 40)),
            ("1,025 bitmaps", [success, RenderResult.Tag.drawn.rawValue] + int(1025)
                + Array(repeating: int(1) + int(1) + text([]) + [0], count: 1025).flatMap { $0 }),
            ("negative count of bitmaps", [success, RenderResult.Tag.drawn.rawValue] + int(-1)),
        ]
        for (name, bytes) in garbledReplies {
            #expect(throws: RenderWire.Malformed.self, "\(name)") { try RenderWire.decode(RenderWire.Reply.self, from: bytes) }
        }
    }

    /// Bytes changed anywhere in valid messages: each is refused, or decodes to a value that
    /// encodes to those very bytes (every message has one reading, and no corrupted one
    /// crashes the decoder: a crash would end the run).
    @Test func corruptedMessagesAreRefusedOrReadExactly() throws {
        var random = SplitMix(seed: 26)
        let messages = try Self.jobs.map { try body(RenderWire.message($0)) } + Self.replies.map { try body(RenderWire.message($0)) }
        var refused = 0
        for round in 0..<4000 {
            var bytes = messages[round % messages.count]
            guard !bytes.isEmpty else { continue }
            for _ in 0...(random.next() % 3) {
                bytes[Int(random.next() % UInt64(bytes.count))] = UInt8(truncatingIfNeeded: random.next())
            }
            if let job = try? RenderWire.decode(RenderJob.self, from: bytes) {
                #expect(try body(RenderWire.message(job)) == bytes)
            } else {
                refused += 1
            }
            if let reply = try? RenderWire.decode(RenderWire.Reply.self, from: bytes) {
                #expect(try body(RenderWire.message(reply)) == bytes)
            } else {
                refused += 1
            }
        }
        #expect(refused > 4000)
    }

    /// A length over the limit is refused before anything is allocated for it.
    @Test func anOversizedMessageIsRefused() throws {
        let (read, write) = try #require(SymbolRendering.Pipe.make())
        defer { close(read) }
        let length = UInt32(RenderWire.maximumMessage + 1)
        #expect(SymbolRendering.Pipe.writeAll((0..<4).map { UInt8(truncatingIfNeeded: length >> UInt32($0 * 8)) }, to: write) == 0)
        close(write)
        var reader = PipeReader(fd: read)
        #expect(throws: PipeReader.Failure.self) { try reader.message(deadline: PipeReader.now() + 10) }
    }

    /// A worker process gives the errors this process gives, as themselves.
    @Test func aWorkerFailsAJobAsThisProcessDoes() throws {
        let worker = WorkerProcess(executable: CommandRunner.executable, timeout: 30)
        let jobs: [RenderJob] = [
            .measure(svg: Array("<svg".utf8), serialized: false),
            .draw(documents: [RenderDocument(svg: Self.svg, frames: [RenderFrame(width: 5000, height: 10, viewport: Rect(x: 0, y: 0, width: 1, height: 1))])],
                  layout: .alpha, serialized: false, compression: .standard),
            .draw(documents: [RenderDocument(svg: Self.svg, frames: [RenderFrame(width: 4, height: 0, viewport: Rect(x: 0, y: 0, width: 1, height: 1))])],
                  layout: .rgba, serialized: false, compression: .standard),
        ]
        for job in jobs {
            let here = Result { () throws(RenderError) in try InProcessRenderer().run(job) }
            let there = Result { () throws(RenderError) in try worker.run(job) }
            guard case .failure = here else { Issue.record("\(job) did not fail"); continue }
            #expect(there == here)
        }
    }
}
