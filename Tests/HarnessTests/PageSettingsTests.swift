import Foundation
import Testing
@testable import Harness

/// The machine table's "pages" row: the kernel's transparent huge page mode, the allocator's setting, and the
/// allocator variables the environment passed, read back from a written report and its JSON.
@Suite struct PageSettingsTests {
    @Test func theKernelModeIsTheWordInBrackets() {
        #expect(PageSettings.selectedMode("always [madvise] never\n") == "madvise")
        #expect(PageSettings.selectedMode("[always] madvise never") == "always")
        #expect(PageSettings.selectedMode("always madvise [never]") == "never")
        #expect(PageSettings.selectedMode("always madvise never") == nil)
        #expect(PageSettings.selectedMode("[] x") == nil)
        #expect(PageSettings.selectedMode("[madvise") == nil)
    }

    @Test func theLineNamesKernelAllocatorAndEnvironment() {
        #expect(PageSettings.describe(kernelMode: "always [madvise] never", allocatorSetting: "default",
                                      environment: ["HOME": "/root"])
                == "kernel THP madvise; jemalloc opt.thp default")
        #expect(PageSettings.describe(kernelMode: nil, allocatorSetting: nil, environment: [:])
                == "kernel THP not reported")
        #expect(PageSettings.describe(kernelMode: "[always] madvise never", allocatorSetting: "always",
                                      environment: ["MALLOC_CONF": "thp:always", "GLIBC_TUNABLES": "",
                                                    "PATH": "/bin"])
                == "kernel THP always; jemalloc opt.thp always; MALLOC_CONF=thp:always")
        #expect(PageSettings.describe(kernelMode: "always [madvise] never", allocatorSetting: nil,
                                      environment: ["GLIBC_TUNABLES": "glibc.malloc.hugetlb=1"])
                == "kernel THP madvise; GLIBC_TUNABLES=glibc.malloc.hugetlb=1")
    }

    @Test func thisMachinesLineReadsTheKernelsModeFile() {
        let text = try? String(contentsOfFile: "/sys/kernel/mm/transparent_hugepage/enabled", encoding: .utf8)
        let mode = text.flatMap(PageSettings.selectedMode) ?? "not reported"
        #expect(PageSettings.current().hasPrefix("kernel THP \(mode)"), "\(PageSettings.current())")
        #expect(MachineInfo.current().pageSettings == PageSettings.current())
    }

    @Test func theRowIsInTheReportAndItsJSON() throws {
        var report = ReportFixtures.report()
        report.machine.pageSettings = "kernel THP madvise; jemalloc opt.thp default"
        let markdown = MarkdownReportWriter.render(report)
        #expect(markdown.contains("| pages | kernel THP madvise; jemalloc opt.thp default |\n"))
        let decoded = try ReportJSON.decode(ReportJSON.encode(report), path: "memory")
        #expect(decoded.machine.pageSettings == report.machine.pageSettings)

        report.machine.pageSettings = "kernel THP madvise; MALLOC_CONF=a|b\nc"
        #expect(MarkdownReportWriter.render(report).contains("| pages | kernel THP madvise; MALLOC_CONF=a\\|b c |\n"))

        report.machine.pageSettings = nil
        #expect(MarkdownReportWriter.render(report).contains("| pages | not recorded |\n"))
    }
}
