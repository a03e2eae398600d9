#if canImport(Glibc)
import Glibc
#endif
import SourceScanning
import SymbolExport

/// One fuzz input: the first byte picks the parser, the rest is its input. Every parser of
/// untrusted text is reached: the XML reader and SVG checks, the template reader and its
/// layout, path data, transform lists, JSON and export manifests; the audit's scanners of
/// Swift, Objective-C and Interface Builder sources, and its project readers.
func fuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    guard let data, size > 0 else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: data + 1, count: size - 1))
    switch data[0] % 5 {
    case 0: UntrustedParsers.template(bytes)
    case 1: UntrustedParsers.manifest(bytes)
    case 2: UntrustedParsers.pathData(String(decoding: bytes, as: UTF8.self))
    case 3: UntrustedSources.scan(bytes)
    default: UntrustedSources.projects(bytes)
    }
    return 0
}

/// libFuzzer's driver, from the runtime -sanitize=fuzzer links in; this file's own main
/// starts it (SwiftPM names the executable's entry point, so libFuzzer's main is not used).
@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<Int32>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
) -> Int32

var argc = CommandLine.argc
var argv = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv) { data, size in fuzzOne(data, size) })
