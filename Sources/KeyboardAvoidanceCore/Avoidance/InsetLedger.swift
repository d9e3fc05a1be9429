import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The engine's bookkeeping of what it added to a container, so that it can take exactly that
/// away again.
///
/// The ledger owns only the engine's contribution. It remembers the app's own insets as they
/// were when it last wrote, notices when the app changes them while the keyboard is up (that
/// change survives), and on release writes back the app's insets bit for bit — so repeated
/// show/hide cycles never drift (§10.4) — and the offset the content had before the engine moved
/// it (§10.5), unless the user scrolled meanwhile: then hiding the keyboard leaves the content
/// where it is, clamped. Code's scrolls — UIKit's own scroll to a new first responder (§11.1),
/// navigation bringing a row in — are not the user's. Where the host counts the user's scrolls
/// (``ContainerGeometry/userScrollCount``), that count decides; where it does not, any move
/// other than the engine's counts, except one code made in the same run-loop turn as a write of
/// the engine's, which that write takes over.
///
/// How an app's change is read: by what the engine wrote, never by size. An edge that no longer
/// holds what the engine wrote was written by the app, and what it holds now is the app's whole
/// value: an app that sets `contentInset.bottom = 400` while the keyboard adds 302 gets 400 back
/// after the hide, and an app that sets its inset on every layout pass gets back what it set
/// last, however many passes ran. (A relative write, `contentInset.bottom += 10`, reads the
/// engine's part too and writes it back as the app's: the app set that value.)
///
/// ```swift
/// var ledger = InsetLedger()
/// let app = ledger.reconcile(observed: scrollInsets)
/// let write = ledger.commit(adjustment, app: app, currentOffset: offset)
/// // … keyboard hides …
/// let restore = ledger.release(currentOffset: offset, restingRange: range, restoresOffset: true)
/// ```
package struct InsetLedger: Sendable, Equatable, Codable {
  /// The app's own content and indicator insets, as last established.
  package private(set) var app: ScrollInsets?
  /// What the engine last wrote; `nil` while the engine has nothing applied.
  package private(set) var written: ScrollInsets?
  /// The engine's part of the bottom content inset.
  package private(set) var engineBottomInset: CGFloat = 0
  /// The engine's part of the bottom indicator inset.
  package private(set) var engineIndicatorInset: CGFloat = 0
  /// The content offset before the engine first applied anything.
  package private(set) var restingOffset: CGPoint?
  /// Where content's top was then (the offset of the adjusted top inset), when content rested
  /// at it: content goes back to its top, wherever a top inset changed meanwhile puts it
  /// (§10.5); `nil` when content rested below its top.
  package private(set) var restingTop: CGFloat?
  /// The last content offset the engine moved to, if it moved the content at all.
  package private(set) var engineOffset: CGPoint?
  /// Whether the user (or, where the host does not count the user's scrolls, anything other
  /// than the engine) moved the content while the engine had its contribution applied.
  package var wasScrolledByOthers: Bool {
    othersScrolled || userScrolls.map { $0 != userScrollsAtStart } ?? false
  }
  /// Whether the offsets tell that something other than the engine moved content (where the
  /// host does not count the user's scrolls), or a resumed memory said so.
  private var othersScrolled = false
  /// The host's count of the user's scrolls when the engine first applied anything; `nil` where
  /// the host does not count them.
  private var userScrollsAtStart: Int?
  /// The host's count as last noted: one back at the start (moves under the finger found to be
  /// code's, ``ContentMoveTracker``) is no scroll of the user's.
  private var userScrolls: Int?
  /// Whether the engine adds its part to the insets (see ``commit(_:app:currentOffset:shownOffset:takesOver:userScrollCount:contentSize:resuming:ownsInsets:topOffset:)``):
  /// where it does not, its writes leave the insets alone.
  package private(set) var ownsInsets = true
  /// The app's content size and the one the engine wrote over it (see
  /// ``ContainerGeometry/subviewsExtent``); `nil` while the engine sized nothing.
  package private(set) var contentSize: SizedContent?

  /// A content size the engine wrote over the app's.
  package struct SizedContent: Sendable, Equatable, Codable {
    /// The app's own size.
    package let app: CGSize
    /// The size the engine wrote.
    package let written: CGSize
  }

  /// An empty ledger.
  package init() {}

  private enum CodingKeys: String, CodingKey {
    case app, written, engineBottomInset, engineIndicatorInset, restingOffset, engineOffset
    case othersScrolled = "wasScrolledByOthers"
    case userScrollsAtStart, userScrolls, ownsInsets, contentSize, restingTop
  }

  /// Decodes a ledger a trace carries; what an older version did not write takes its default.
  package init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    app = try container.decodeIfPresent(ScrollInsets.self, forKey: .app)
    written = try container.decodeIfPresent(ScrollInsets.self, forKey: .written)
    engineBottomInset = try container.decode(CGFloat.self, forKey: .engineBottomInset)
    engineIndicatorInset = try container.decode(CGFloat.self, forKey: .engineIndicatorInset)
    restingOffset = try container.decodeIfPresent(CGPoint.self, forKey: .restingOffset)
    engineOffset = try container.decodeIfPresent(CGPoint.self, forKey: .engineOffset)
    othersScrolled = try container.decode(Bool.self, forKey: .othersScrolled)
    userScrollsAtStart = try container.decodeIfPresent(Int.self, forKey: .userScrollsAtStart)
    userScrolls = try container.decodeIfPresent(Int.self, forKey: .userScrolls)
    ownsInsets = try container.decodeIfPresent(Bool.self, forKey: .ownsInsets) ?? true
    contentSize = try container.decodeIfPresent(SizedContent.self, forKey: .contentSize)
    restingTop = try container.decodeIfPresent(CGFloat.self, forKey: .restingTop)
  }

  /// Where content rests and whether others scrolled it: what a release forgets, and what a
  /// commit that follows at once — a keyboard that left the container and came back within
  /// one burst of notifications (a third-party keyboard announcing several heights) — resumes.
  package struct Memory: Sendable, Equatable, Codable {
    /// The offset before the engine first moved content.
    package let restingOffset: CGPoint
    /// Whether something other than the engine moved content since.
    package let scrolledByOthers: Bool
    /// Where content's top was, when it rested there (``InsetLedger/restingTop``).
    package var restingTop: CGFloat?
  }

  /// What this ledger remembers of the content's rest, while it has a contribution applied.
  package var memory: Memory? {
    guard isActive, let restingOffset else { return nil }
    return Memory(
      restingOffset: restingOffset, scrolledByOthers: wasScrolledByOthers, restingTop: restingTop)
  }

  /// Whether the engine currently has a contribution applied.
  package var isActive: Bool { written != nil }

  /// Notes where content is now: an offset other than the one the engine left (or, before it
  /// moved anything, the one it found) means something else scrolled — the user, the app, or
  /// UIKit — and hiding the keyboard will then leave content where it is.
  ///
  /// `shown` is where the screen still shows content when code moved it earlier in this
  /// run-loop turn: such a move is judged only once the turn is over (a write of the engine's
  /// in the same turn takes it over). `userScrollCount`, where the host counts the user's
  /// scrolls, decides instead of offsets: only the user's scrolls count.
  package mutating func noteOffset(
    _ current: CGPoint, shown: CGPoint? = nil, userScrollCount: Int? = nil
  ) {
    guard isActive else { return }
    if let count = userScrollCount, userScrollsAtStart != nil {
      userScrolls = count
      return
    }
    guard let expected = engineOffset ?? restingOffset else { return }
    if Self.isSame(expected, current) { return }
    if let shown, Self.isSame(expected, shown) { return }
    othersScrolled = true
  }

  /// Works out the app's own insets from what the container reports now, and remembers them.
  package mutating func reconcile(observed: ScrollInsets) -> ScrollInsets {
    guard let written, let app else {
      self.app = observed
      return observed
    }
    let content = Self.appEdges(
      observed: observed.content, written: written.content, app: app.content)
    let indicator = Self.appEdges(
      observed: observed.indicator, written: written.indicator, app: app.indicator)
    let reconciled = ScrollInsets(content: content, indicator: indicator)
    self.app = reconciled
    return reconciled
  }

  /// Records an adjustment and returns the absolute values to write.
  ///
  /// - Parameters:
  ///   - adjustment: the solver's result.
  ///   - app: the app's own insets, from ``reconcile(observed:)``.
  ///   - currentOffset: the container's content offset now.
  ///   - shownOffset: where the screen still shows content when code moved it earlier in this
  ///     run-loop turn (§11.1): such a move is not someone else's scroll yet, and content that
  ///     the engine starts adjusting rests there.
  ///   - takesOver: whether this write takes that move over: content rests, and was left by
  ///     the engine, where the screen shows it.
  ///   - userScrollCount: the host's count of the user's scrolls, where it counts them.
  ///   - contentSize: the content size now, and the one content needs while the engine has its
  ///     part applied (what the subviews span), when that is larger.
  ///   - resuming: what an inactive ledger takes up again instead of starting afresh (see
  ///     ``Memory``).
  ///   - ownsInsets: whether the engine adds its part to the insets. `false` where a table or
  ///     collection view controller's keyboard support owns them (§11.1): the engine moves the
  ///     offset only, and every inset it reads is the app's or the system's.
  ///   - topOffset: the offset at which content is at its top where the screen shows it (the
  ///     adjusted top inset's, see ``ContainerGeometry/shownTop``), where the host can say:
  ///     content that starts resting there goes back to its top.
  ///   - restsAt: where content rested before the keyboard's show when that is known from
  ///     earlier than this write (a "will" that had nothing to write, §10.5), with the offset
  ///     at which content was at its top then: a ledger that starts afresh rests there instead
  ///     of where the screen shows content now.
  package mutating func commit(
    _ adjustment: AvoidanceAdjustment, app: ScrollInsets, currentOffset: CGPoint,
    shownOffset: CGPoint? = nil, takesOver: Bool = false, userScrollCount: Int? = nil,
    contentSize: (current: CGSize, needed: CGSize)? = nil, resuming: Memory? = nil,
    ownsInsets: Bool = true, topOffset: CGFloat? = nil,
    restsAt: (offset: CGPoint, top: CGFloat?)? = nil
  ) -> ContainerWrite {
    let taken = takesOver ? shownOffset : nil
    // Content rests where the screen shows it: code's moves in this turn are not shown yet.
    let before = restsAt?.offset ?? shownOffset ?? currentOffset
    let top = restsAt.map(\.top) ?? topOffset
    if !isActive, let resuming {
      restingOffset = resuming.restingOffset
      othersScrolled = resuming.scrolledByOthers
      restingTop = resuming.restingTop
      userScrollsAtStart = userScrollCount
      userScrolls = nil
    } else if !isActive {
      restingOffset = before
      restingTop = top.flatMap { ScrollGeometry.top(ofRest: before.y, at: $0) }
      userScrollsAtStart = userScrollCount
      userScrolls = nil
    } else {
      noteOffset(currentOffset, shown: shownOffset, userScrollCount: userScrollCount)
    }
    self.app = app
    self.ownsInsets = ownsInsets
    engineBottomInset = ownsInsets ? adjustment.bottomInset : 0
    engineIndicatorInset = ownsInsets ? adjustment.indicatorBottomInset : 0
    let values = ScrollInsets(
      content: app.content.adding(bottom: engineBottomInset),
      indicator: app.indicator.adding(bottom: engineIndicatorInset))
    written = values
    var offset: CGPoint?
    if adjustment.movesContent {
      offset = adjustment.contentOffset
      engineOffset = adjustment.contentOffset
    } else if taken != nil {
      // The move taken over left content where the engine wants it.
      engineOffset = currentOffset
    }
    var size: CGSize?
    if let contentSize {
      // The app changed its size since the engine wrote one: that is the app's size now.
      let app =
        self.contentSize.map { $0.written == contentSize.current ? $0.app : contentSize.current }
        ?? contentSize.current
      let needed = CGSize(
        width: max(app.width, contentSize.needed.width),
        height: max(app.height, contentSize.needed.height))
      self.contentSize = needed == app ? nil : SizedContent(app: app, written: needed)
      size = needed == contentSize.current ? nil : needed
    }
    var write = ContainerWrite(insets: values, contentOffset: offset, animationStart: taken)
    write.contentSize = size
    write.writesInsets = ownsInsets
    return write
  }

  /// Removes the engine's contribution and returns the values to write, or `nil` when the engine
  /// had nothing applied.
  ///
  /// - Parameters:
  ///   - currentOffset: the container's content offset now.
  ///   - shownOffset: where the screen still shows content when code moved it earlier in this
  ///     run-loop turn (UIKit taking its own inset back, §11.1) and this release takes that
  ///     move over.
  ///   - currentContentSize: the content size now: one the engine wrote goes back to the app's.
  ///   - restingRange: the valid vertical offset range once the engine's inset (and any content
  ///     size it wrote, see ``restingContentSize(current:)``) is gone.
  ///   - restoresOffset: whether to move content back to where it was before the engine moved
  ///     it. It is moved back only when nothing but the engine moved it since the keyboard
  ///     appeared; otherwise the offset is only clamped into the range.
  package mutating func release(
    currentOffset: CGPoint, shownOffset: CGPoint? = nil, currentContentSize: CGSize? = nil,
    restingRange: ClosedRange<CGFloat>, restoresOffset: Bool
  ) -> ContainerWrite? {
    guard isActive, let app else { return nil }
    var offset: CGPoint?
    // Content is where the engine left it — now, or on screen before UIKit moved it in this
    // turn (a move this release takes over).
    // (Compared one by one: an array literal here would allocate on every hide.)
    let left =
      engineOffset.map { engine in
        Self.isSame(engine, currentOffset) || shownOffset.map { Self.isSame(engine, $0) } == true
      } ?? false
    let untouched = !wasScrolledByOthers && (userScrollsAtStart != nil || left)
    if restoresOffset, untouched, let restingOffset, let y = restingY(in: restingRange) {
      offset = CGPoint(x: restingOffset.x, y: y)
    } else if !restingRange.contains(currentOffset.y) {
      offset = CGPoint(
        x: currentOffset.x, y: ScrollGeometry.clamp(currentOffset.y, to: restingRange))
    }
    if offset == currentOffset { offset = nil }
    let size = currentContentSize.flatMap(restingContentSize(current:))
    let owned = ownsInsets
    self = InsetLedger()
    self.app = app
    var write = ContainerWrite(insets: app, contentOffset: offset, animationStart: shownOffset)
    write.contentSize = size
    write.writesInsets = owned
    return write
  }

  /// Where content goes back to in `range` (the offsets once the engine's part is gone): where
  /// it rested, clamped — measured from its top when it rested at its top, as far from the top
  /// of `range` (a top inset the app changed meanwhile moved that top); `nil` with no rest.
  package func restingY(in range: ClosedRange<CGFloat>) -> CGFloat? {
    guard let restingOffset else { return nil }
    let y = ScrollGeometry.place(restingOffset.y, restingTop: restingTop, top: range.lowerBound)
    return ScrollGeometry.clamp(y, to: range)
  }

  /// The content size once the engine's part is gone: the app's, unless the app set one of its
  /// own since the engine wrote; `nil` when the engine wrote none.
  package func restingContentSize(current: CGSize) -> CGSize? {
    guard let contentSize, contentSize.written == current else { return nil }
    return contentSize.app
  }

  /// Removes the engine's contribution when the container can no longer be read (it left its
  /// window): the app's insets as last reconciled, and the offset from before the keyboard
  /// unless something else scrolled since; `nil` when the engine had nothing applied.
  package mutating func releaseWithoutReading() -> ContainerWrite? {
    guard isActive, let app else { return nil }
    let offset = wasScrolledByOthers ? nil : restingOffset
    let size = contentSize?.app
    let owned = ownsInsets
    self = InsetLedger()
    self.app = app
    var write = ContainerWrite(insets: app, contentOffset: offset)
    write.contentSize = size
    write.writesInsets = owned
    return write
  }

  private static func isSame(_ a: CGPoint, _ b: CGPoint) -> Bool {
    abs(a.y - b.y) <= Tolerance.points && abs(a.x - b.x) <= Tolerance.points
  }

  private static func appEdges(
    observed: AvoidanceInsets, written: AvoidanceInsets, app: AvoidanceInsets
  )
    -> AvoidanceInsets
  {
    var result = app
    if observed.top != written.top { result.top = observed.top }
    if observed.left != written.left { result.left = observed.left }
    if observed.right != written.right { result.right = observed.right }
    if observed.bottom != written.bottom { result.bottom = observed.bottom }
    return result
  }
}

/// A container's content inset and vertical scroll indicator inset together.
public struct ScrollInsets: Sendable, Hashable, Codable {
  /// The `contentInset`.
  public var content: AvoidanceInsets
  /// The `verticalScrollIndicatorInsets`.
  public var indicator: AvoidanceInsets

  /// Creates a pair of insets.
  public init(content: AvoidanceInsets, indicator: AvoidanceInsets) {
    self.content = content
    self.indicator = indicator
  }
}

/// The absolute values the host writes to its container.
package struct ContainerWrite: Sendable, Equatable {
  /// The insets to set.
  package var insets: ScrollInsets
  /// The content offset to set, or `nil` to leave it.
  package var contentOffset: CGPoint?
  /// Where the screen still shows content, when the write takes over a move code made earlier
  /// in this run-loop turn: the offset's animation starts there.
  package var animationStart: CGPoint?
  /// The content size to set, or `nil` to leave it.
  package var contentSize: CGSize?
  /// Whether the insets are written at all (``InsetLedger/ownsInsets``).
  package var writesInsets = true

  /// Creates a write.
  package init(insets: ScrollInsets, contentOffset: CGPoint?, animationStart: CGPoint? = nil) {
    self.insets = insets
    self.contentOffset = contentOffset
    self.animationStart = animationStart
  }
}
