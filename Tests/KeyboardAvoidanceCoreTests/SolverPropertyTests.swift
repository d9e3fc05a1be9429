import Foundation
import Testing

@testable import KeyboardAvoidanceCore

@Suite("Solver properties over random snapshots")
struct SolverPropertyTests {
  static let seeds: [UInt64] = [1, 2, 3, 4, 5, 6, 7, 8]
  static let snapshotsPerSeed = 2_500

  static func randomSnapshot(_ g: inout SeededGenerator) -> AvoidanceSnapshot {
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

  /// How much of the container the keyboard covers, stated from the article on UIKit's keyboard
  /// behaviours (§3): from the keyboard's top down to the container's bottom, when the two meet,
  /// never more than the container — worked out here from the raw frames, not with the engine's
  /// geometry.
  static func oracleOverlap(_ snapshot: AvoidanceSnapshot) -> CGFloat {
    guard let keyboard = snapshot.keyboardFrameInWindow, keyboard.width > 0, keyboard.height > 0
    else { return 0 }
    let container = snapshot.frameInWindow
    guard keyboard.minY < container.maxY, keyboard.maxY > container.minY else { return 0 }
    return min(max(0, container.maxY - keyboard.minY), container.height)
  }

  @Test(
    "Finite results, the inset the overlap needs, offsets in range, the named target visible",
    arguments: seeds)
  func properties(seed: UInt64) {
    var generator = SeededGenerator(seed: seed)
    var checkedVisible = 0
    var checked: [String: Int] = [:]
    for _ in 0..<Self.snapshotsPerSeed {
      let snapshot = Self.randomSnapshot(&generator)
      let result = AvoidanceSolver.solve(snapshot)
      #expect(result.bottomInset.isFinite && result.indicatorBottomInset.isFinite)
      #expect(result.contentOffset.x.isFinite && result.contentOffset.y.isFinite)

      // The inset is the overlap less what the adjusted inset already covers (§3.3).
      let overlap = Self.oracleOverlap(snapshot)
      let adjusted = snapshot.adjustedContentInset
      let expectedInset = max(0, overlap - adjusted.bottom)
      #expect(abs(result.bottomInset - expectedInset) <= Tolerance.points, "\(snapshot)")

      // Offsets stay where UIKit lets content go: from −top to the content's end.
      let contentHeight =
        snapshot.contentSize.height > 0
        ? snapshot.contentSize.height
        : max(
          snapshot.targets?.field.maxY ?? 0, snapshot.targets?.companions.map(\.maxY).max() ?? 0)
      let lowestOffset = -adjusted.top
      let highestOffset = max(
        lowestOffset,
        contentHeight + adjusted.bottom + result.bottomInset - snapshot.bounds.height)
      if result.movesContent {
        let y = result.contentOffset.y
        #expect(y >= lowestOffset - 0.001 && y <= highestOffset + 0.001, "\(snapshot)")
      }
      if overlap == 0 {
        #expect(!result.movesContent && result.bottomInset == 0)
        continue
      }

      // The region between the bars and the keyboard, and the target by the article's
      // priority (§10.1): field with companions, field, field without padding, caret (padded,
      // then bare), the field's top.
      guard let targets = snapshot.targets else { continue }
      let top = max(adjusted.top, snapshot.safeAreaInsets.top)
      let bottom =
        snapshot.bounds.height - max(adjusted.bottom, overlap, snapshot.safeAreaInsets.bottom)
      let free = bottom - top
      guard free > 0 else { continue }
      func padded(_ rect: CGRect) -> CGRect {
        let minY = max(rect.minY - snapshot.padding, min(0, rect.minY))
        let maxY = min(rect.maxY + snapshot.padding, max(contentHeight, rect.maxY))
        return CGRect(x: rect.minX, y: minY, width: rect.width, height: maxY - minY)
      }
      let fits = { (rect: CGRect) in rect.height <= free + Tolerance.points }
      let whole = targets.companions.reduce(targets.field) { $0.union($1) }
      var candidates: [(String, CGRect)] = [
        ("field and companions", padded(whole)), ("field", padded(targets.field)),
        ("bare field", targets.field),
      ]
      if let caret = targets.caret {
        candidates += [("caret", padded(caret)), ("bare caret", caret)]
      }
      guard let (what, target) = candidates.first(where: { fits($0.1) }) else { continue }
      let lowest = max(lowestOffset, target.maxY - bottom)
      let highest = min(highestOffset, target.minY - top)
      guard lowest <= highest + Tolerance.points else { continue }
      let y = result.contentOffset.y
      #expect(y + top <= target.minY + Tolerance.points, "\(what) top hidden: \(snapshot)")
      #expect(y + bottom >= target.maxY - Tolerance.points, "\(what) bottom hidden: \(snapshot)")
      if snapshot.policy == .minimal {
        // No farther than the nearest offset that shows it.
        let start = snapshot.bounds.minY
        let nearest = min(max(start, lowest), highest)
        #expect(abs(y - start) <= abs(nearest - start) + Tolerance.points, "\(snapshot)")
      }
      checkedVisible += 1
      checked[what, default: 0] += 1
    }
    #expect(checkedVisible > Self.snapshotsPerSeed / 4)
    // Every rung of the priority is reached.
    #expect(checked.keys.count == 5, "\(checked)")
  }
}
