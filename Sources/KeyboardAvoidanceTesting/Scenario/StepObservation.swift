import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// What a scenario step observed once it settled: the world's geometry, measured from the world
/// itself. All rectangles are in screen coordinates (points).
///
/// ```swift
/// let result = ScenarioRunner().run(scenario)
/// let focused = result.steps.last?.observation.elements.first(where: \.isFocused)
/// ```
public struct StepObservation: Sendable, Equatable {
  /// The world's clock, in seconds since the scenario started.
  public var time: Double
  /// The screen's bounds.
  public var screen: CGRect
  /// The window's frame.
  public var window: CGRect
  /// The frame of the avoiding container (scroll view, table, plain view).
  public var container: CGRect
  /// Opaque bars that cover content: status, navigation and tab bars, the home indicator.
  public var bars: [Bar]
  /// The keyboard.
  public var keyboard: KeyboardObservation
  /// The region where content is visible: below the bars, above the keyboard, inside the
  /// container; `nil` when nothing is visible.
  public var visibleRegion: CGRect?
  /// The form's elements that are shown (for lists: those of the visible rows).
  public var elements: [Element]
  /// A bar pinned to the keyboard's top (a Send bar), if the scenario has one.
  public var pinnedBar: CGRect?
  /// The container's numbers.
  public var metrics: Metrics

  /// Creates an observation.
  package init(
    time: Double, screen: CGRect, window: CGRect, container: CGRect, bars: [Bar],
    keyboard: KeyboardObservation, visibleRegion: CGRect?, elements: [Element],
    pinnedBar: CGRect?, metrics: Metrics
  ) {
    self.time = time
    self.screen = screen
    self.window = window
    self.container = container
    self.bars = bars
    self.keyboard = keyboard
    self.visibleRegion = visibleRegion
    self.elements = elements
    self.pinnedBar = pinnedBar
    self.metrics = metrics
  }

  /// A bar that covers content.
  public struct Bar: Sendable, Equatable {
    /// "status bar", "navigation bar", "tab bar", "home indicator".
    public var name: String
    /// The bar's frame.
    public var frame: CGRect

    /// Creates a bar.
    package init(name: String, frame: CGRect) {
      self.name = name
      self.frame = frame
    }
  }

  /// One element of the form.
  public struct Element: Sendable, Equatable {
    /// The element's kind.
    public var kind: FormItem.Kind
    /// The element's text (its title).
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
    package init(
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
    package init(
      contentInset: AvoidanceInsets, engineBottomInset: CGFloat,
      adjustedContentInset: AvoidanceInsets, contentOffset: CGPoint, contentSize: CGSize
    ) {
      self.contentInset = contentInset
      self.engineBottomInset = engineBottomInset
      self.adjustedContentInset = adjustedContentInset
      self.contentOffset = contentOffset
      self.contentSize = contentSize
    }

    /// A metric as checks, storyboards and summaries print it: at most one decimal, no "-0",
    /// and "—" for NaN or an infinity.
    ///
    /// ```swift
    /// StepObservation.Metrics.text(302.25)  // "302.3"
    /// ```
    package static func text(_ value: CGFloat) -> String { DecimalText.metric(Double(value)) }
  }
}
