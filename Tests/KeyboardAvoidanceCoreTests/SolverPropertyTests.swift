import Foundation
import Testing

@testable import KeyboardAvoidanceCore

@Suite("Solver properties over random snapshots")
struct SolverPropertyTests {
  static let seeds: [UInt64] = [1, 2, 3, 4, 5, 6, 7, 8]
  static let snapshotsPerSeed = 2_500

  static func randomSnapshot(_ g: inout SplitMix64) -> AvoidanceSnapshot {
    func value(_ range: ClosedRange<Double>) -> CGFloat {
      CGFloat(range.lowerBound + g.nextDouble() * (range.upperBound - range.lowerBound))
    }
    let width = value(200...1400)
    let height = value(200...1400)
    let containerY = value(-100...600)
    let contentHeight = g.nextDouble() < 0.1 ? 0 : value(0...5000)
    let top = value(0...150)
    let bottom = value(0...40)
    let appBottom = g.nextDouble() < 0.3 ? value(0...200) : 0
    let keyboardHeight = value(0...500)
    let keyboardTop = value(0...1500)
    let fieldY = value(-50...max(0, Double(contentHeight) + 50))
    let fieldHeight = g.nextDouble() < 0.2 ? value(200...1200) : value(20...60)
    let hasCaret = g.nextDouble() < 0.5
    let policy = ScrollPolicy.allCases[Int(g.next() % 3)]
    let range = ScrollGeometry.verticalOffsetRange(
      contentHeight: contentHeight, boundsHeight: height, adjustedTop: top,
      adjustedBottom: bottom + appBottom)
    let offset = value(Double(range.lowerBound)...Double(range.upperBound))
    let companion =
      g.nextDouble() < 0.3
      ? [CGRect(x: 0, y: fieldY + fieldHeight + 2, width: 100, height: value(10...80))] : []
    return AvoidanceSnapshot(
      bounds: CGRect(x: 0, y: offset, width: width, height: height),
      frameInWindow: CGRect(x: 0, y: containerY, width: width, height: height),
      contentSize: CGSize(width: width, height: contentHeight),
      contentInset: AvoidanceInsets(bottom: appBottom),
      systemContentInset: AvoidanceInsets(top: top, bottom: bottom),
      safeAreaInsets: AvoidanceInsets(top: top, bottom: bottom),
      keyboardFrameInWindow: g.nextDouble() < 0.1
        ? nil : CGRect(x: 0, y: keyboardTop, width: width, height: keyboardHeight),
      targets: AvoidanceTargets(
        field: CGRect(x: 10, y: fieldY, width: 200, height: fieldHeight),
        caret: hasCaret
          ? CGRect(x: 20, y: fieldY + value(0...Double(fieldHeight - 20)), width: 2, height: 20)
          : nil,
        companions: companion),
      padding: value(0...30), policy: policy)
  }

  @Test(
    "Finite results, insets never below the app's, offsets in range, targets visible when they fit",
    arguments: seeds)
  func properties(seed: UInt64) {
    var generator = SplitMix64(seed: seed)
    var checkedVisible = 0
    for _ in 0..<Self.snapshotsPerSeed {
      let snapshot = Self.randomSnapshot(&generator)
      let result = AvoidanceSolver.solve(snapshot)
      #expect(result.bottomInset.isFinite && result.indicatorBottomInset.isFinite)
      #expect(result.contentOffset.x.isFinite && result.contentOffset.y.isFinite)
      #expect(result.bottomInset >= 0 && result.indicatorBottomInset >= 0)

      let adjusted = snapshot.adjustedContentInset
      let contentHeight =
        snapshot.contentSize.height > 0
        ? snapshot.contentSize.height
        : max(
          snapshot.targets?.field.maxY ?? 0, snapshot.targets?.companions.map(\.maxY).max() ?? 0)
      let range = ScrollGeometry.verticalOffsetRange(
        contentHeight: contentHeight, boundsHeight: snapshot.bounds.height,
        adjustedTop: adjusted.top, adjustedBottom: adjusted.bottom + result.bottomInset)
      if result.movesContent {
        #expect(range.contains(result.contentOffset.y))
      }
      let overlap = snapshot.keyboardOverlap
      if overlap == 0 {
        #expect(!result.movesContent && result.bottomInset == 0)
        continue
      }

      // An independent oracle: the padded field (padding clipped to the content) fits when
      // some offset in range puts it between the bars and the keyboard.
      guard let field = snapshot.targets?.field else { continue }
      let top = max(adjusted.top, snapshot.safeAreaInsets.top)
      let bottom =
        snapshot.bounds.height - max(adjusted.bottom, overlap, snapshot.safeAreaInsets.bottom)
      let paddedTop = max(field.minY - snapshot.padding, min(0, field.minY))
      let paddedBottom = min(field.maxY + snapshot.padding, max(contentHeight, field.maxY))
      let lowest = max(range.lowerBound, paddedBottom - bottom)
      let highest = min(range.upperBound, paddedTop - top)
      guard lowest <= highest + Tolerance.points else { continue }
      let y = result.contentOffset.y
      #expect(y + top <= paddedTop + Tolerance.points, "field top hidden: \(snapshot)")
      #expect(y + bottom >= paddedBottom - Tolerance.points, "field bottom hidden: \(snapshot)")
      checkedVisible += 1
    }
    #expect(checkedVisible > Self.snapshotsPerSeed / 10)
  }
}
