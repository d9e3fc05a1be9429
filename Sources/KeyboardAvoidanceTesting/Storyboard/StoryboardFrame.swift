import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// One picture of the headless world: everything a storyboard draws for one moment of a
/// scenario. All rectangles are in screen coordinates (points).
///
/// ```swift
/// let frames = try ScenarioRunner().run(scenario).frames
/// let html = StoryboardRenderer.html(Storyboard(title: "Sign-up", frames: frames))
/// ```
public struct StoryboardFrame: Sendable, Equatable {
  /// The step's position in the script, starting at 1.
  public var index: Int
  /// What happened, as the script says it ("focus email", "rotate to landscape").
  public var title: String
  /// The world's clock, in seconds since the scenario started.
  public var time: Double
  /// The screen's bounds.
  public var screen: CGRect
  /// The window's frame.
  public var window: CGRect
  /// The frame of the avoiding container (scroll view, table, plain view).
  public var container: CGRect
  /// Opaque bars that cover content: status, navigation and tab bars.
  public var bars: [Bar]
  /// The keyboard's frame, if any part of it is on screen.
  public var keyboard: CGRect?
  /// How the keyboard is classified: "hidden", "docked", "hardware bar", "undocked",
  /// "settling", "other app".
  public var keyboardSituation: String
  /// The region where content is visible: below the bars, above the keyboard, inside the
  /// container; `nil` when nothing is visible.
  public var visibleRegion: CGRect?
  /// The form's elements that intersect the screen.
  public var elements: [Element]
  /// A bar pinned to the keyboard's top (a Send bar), if the scenario has one.
  public var stickyBar: CGRect?
  /// The container's numbers at this moment.
  public var metrics: Metrics
  /// The invariants checked at this moment.
  public var checks: [Check]

  /// Creates a frame.
  public init(
    index: Int, title: String, time: Double, screen: CGRect, window: CGRect, container: CGRect,
    bars: [Bar], keyboard: CGRect?, keyboardSituation: String, visibleRegion: CGRect?,
    elements: [Element], stickyBar: CGRect?, metrics: Metrics, checks: [Check]
  ) {
    self.index = index
    self.title = title
    self.time = time
    self.screen = screen
    self.window = window
    self.container = container
    self.bars = bars
    self.keyboard = keyboard
    self.keyboardSituation = keyboardSituation
    self.visibleRegion = visibleRegion
    self.elements = elements
    self.stickyBar = stickyBar
    self.metrics = metrics
    self.checks = checks
  }

  /// A bar that covers content.
  public struct Bar: Sendable, Equatable {
    /// "status bar", "navigation bar", "tab bar", "home indicator".
    public var name: String
    /// The bar's frame.
    public var frame: CGRect

    /// Creates a bar.
    public init(name: String, frame: CGRect) {
      self.name = name
      self.frame = frame
    }
  }

  /// One element of the form as drawn.
  public struct Element: Sendable, Equatable {
    /// The element's kind.
    public var kind: FormItem.Kind
    /// The text drawn in it.
    public var title: String
    /// The element's frame.
    public var frame: CGRect
    /// Whether it has focus.
    public var isFocused: Bool
    /// Whether it is a companion of the focused field (a shown validation label).
    public var isCompanion: Bool
    /// The caret, for a focused text input.
    public var caret: CGRect?
    /// Whether the element is disabled.
    public var isDisabled: Bool

    /// Creates an element.
    public init(
      kind: FormItem.Kind, title: String, frame: CGRect, isFocused: Bool = false,
      isCompanion: Bool = false, caret: CGRect? = nil, isDisabled: Bool = false
    ) {
      self.kind = kind
      self.title = title
      self.frame = frame
      self.isFocused = isFocused
      self.isCompanion = isCompanion
      self.caret = caret
      self.isDisabled = isDisabled
    }
  }

  /// The container's insets and offset.
  public struct Metrics: Sendable, Equatable {
    /// The container's `contentInset` as it is now (the engine's part included).
    public var contentInset: AvoidanceInsets
    /// The part of the bottom inset the engine added.
    public var engineBottomInset: CGFloat
    /// The `adjustedContentInset`.
    public var adjustedContentInset: AvoidanceInsets
    /// The content offset (for a plain view: how far its content is shifted).
    public var contentOffset: CGPoint
    /// The content size.
    public var contentSize: CGSize

    /// Creates metrics.
    public init(
      contentInset: AvoidanceInsets, engineBottomInset: CGFloat,
      adjustedContentInset: AvoidanceInsets, contentOffset: CGPoint, contentSize: CGSize
    ) {
      self.contentInset = contentInset
      self.engineBottomInset = engineBottomInset
      self.adjustedContentInset = adjustedContentInset
      self.contentOffset = contentOffset
      self.contentSize = contentSize
    }
  }

  /// One invariant's result.
  public struct Check: Sendable, Equatable {
    /// The invariant's short name ("field visible", "insets restored").
    public var name: String
    /// Whether it held.
    public var passed: Bool
    /// What was measured, e.g. "field 684…760 inside 347…760".
    public var detail: String

    /// Creates a result.
    public init(name: String, passed: Bool, detail: String) {
      self.name = name
      self.passed = passed
      self.detail = detail
    }
  }
}

/// A scenario's pictures, ready to render.
public struct Storyboard: Sendable, Equatable {
  /// The storyboard's title.
  public var title: String
  /// One line per setting of the scenario ("iPhone 15, portrait", "scroll view, attached").
  public var subtitle: String
  /// The pictures, in order.
  public var frames: [StoryboardFrame]
  /// Summary lines shown under the title ("12 steps, 84 checks, all passed").
  public var summary: [String]

  /// Creates a storyboard.
  public init(title: String, subtitle: String, frames: [StoryboardFrame], summary: [String]) {
    self.title = title
    self.subtitle = subtitle
    self.frames = frames
    self.summary = summary
  }
}

extension StoryboardFrame.Metrics {
  /// A metric as storyboards and summaries print it: at most one decimal, no "-0", and "—"
  /// for NaN or an infinity.
  ///
  /// ```swift
  /// StoryboardFrame.Metrics.text(302.25)  // "302.3"
  /// ```
  public static func text(_ value: CGFloat) -> String { Markup.metric(value) }
}
