import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// What a host reads off its container at one moment, as the platform reports it: the raw
/// properties the core assembles into a ``ContainerGeometry``.
///
/// Rectangles are in the coordinate spaces UIKit gives: the screen and window in screen
/// coordinates, `frameInWindow` in the window's, `bounds` in the container's own.
///
/// ```swift
/// ContainerReading(
///   screen: screen.coordinateSpace.bounds, window: windowFrameInScreen,
///   windowIdentity: ObjectIdentifier(window), frameInWindow: frame, bounds: view.bounds,
///   safeAreaInsets: insets)
/// ```
package struct ContainerReading: Sendable, Equatable {
  /// The screen's bounds.
  package var screen: CGRect
  /// The container's window, in screen coordinates.
  package var window: CGRect
  /// The container's window, to tell it from others.
  package var windowIdentity: ObjectIdentifier
  /// The container's screen, to tell keyboard notifications of other screens (iOS 16.1+);
  /// `nil` where the host has a single screen.
  package var screenIdentity: ObjectIdentifier?
  /// The container's frame in its window.
  package var frameInWindow: CGRect
  /// `bounds`.
  package var bounds: CGRect
  /// `safeAreaInsets`.
  package var safeAreaInsets: AvoidanceInsets
  /// The window's `safeAreaInsets.bottom`: where the window's keyboard layout guide rests once
  /// the keyboard is gone.
  package var windowSafeAreaBottom: CGFloat = 0
  /// The container's window scene, to tell its lifecycle notifications from other scenes'
  /// (each scene posts its own, with itself as the object); `nil` where the host has one scene.
  package var sceneIdentity: ObjectIdentifier?
  /// `UIView.areAnimationsEnabled`: `false` inside `performWithoutAnimation`, where UIKit
  /// applies every change at once.
  package var animationsEnabled = true
  /// Where the screen shows the bounds' origin (the layer's presentation), while an animation
  /// of the engine's shifts a plain view's bounds; `nil` when the host cannot say.
  package var shownBoundsOrigin: CGPoint?
  /// The scroll view's properties, or `nil` when the container is a plain view.
  package var scrollView: ScrollReading?

  /// Creates a reading.
  package init(
    screen: CGRect, window: CGRect, windowIdentity: ObjectIdentifier,
    screenIdentity: ObjectIdentifier? = nil, frameInWindow: CGRect, bounds: CGRect,
    safeAreaInsets: AvoidanceInsets, scrollView: ScrollReading? = nil
  ) {
    self.screen = screen
    self.window = window
    self.windowIdentity = windowIdentity
    self.screenIdentity = screenIdentity
    self.frameInWindow = frameInWindow
    self.bounds = bounds
    self.safeAreaInsets = safeAreaInsets
    self.scrollView = scrollView
  }

  /// A scroll view's properties.
  package struct ScrollReading: Sendable, Equatable {
    /// `contentSize`.
    package var contentSize: CGSize
    /// `contentInset`.
    package var contentInset: AvoidanceInsets
    /// `adjustedContentInset`.
    package var adjustedContentInset: AvoidanceInsets
    /// `verticalScrollIndicatorInsets`.
    package var verticalIndicatorInsets: AvoidanceInsets
    /// `automaticallyAdjustsScrollIndicatorInsets`.
    package var automaticallyAdjustsIndicatorInsets: Bool
    /// The user's hands on the content: `isTracking`, `isDragging`, `isDecelerating`.
    package var activity: ScrollActivity
    /// `keyboardDismissMode`.
    package var keyboardDismissMode: KeyboardDismissMode
    /// The scroll view's subviews, read where the core measures them
    /// (``ContainerAvoidance/measuresSubviews``); `nil` elsewhere.
    package var subviews: [SubviewReading]?
    /// `contentInsetAdjustmentBehavior`.
    package var insetAdjustment: InsetAdjustment = .automatic
    /// `alwaysBounceVertical`.
    package var alwaysBounceVertical = false

    /// Creates a scroll view's reading.
    package init(
      contentSize: CGSize, contentInset: AvoidanceInsets,
      adjustedContentInset: AvoidanceInsets, verticalIndicatorInsets: AvoidanceInsets,
      automaticallyAdjustsIndicatorInsets: Bool = true, activity: ScrollActivity = .init(),
      keyboardDismissMode: KeyboardDismissMode = .none
    ) {
      self.contentSize = contentSize
      self.contentInset = contentInset
      self.adjustedContentInset = adjustedContentInset
      self.verticalIndicatorInsets = verticalIndicatorInsets
      self.automaticallyAdjustsIndicatorInsets = automaticallyAdjustsIndicatorInsets
      self.activity = activity
      self.keyboardDismissMode = keyboardDismissMode
    }
  }

  /// `UIScrollView.ContentInsetAdjustmentBehavior`.
  package enum InsetAdjustment: Sendable, Hashable {
    /// `.automatic`.
    case automatic
    /// `.scrollableAxes`.
    case scrollableAxes
    /// `.never`.
    case never
    /// `.always`.
    case always

    /// The behaviour of UIKit's raw value; an unknown one reads as `.automatic`, UIKit's default.
    package init(uiKitRawValue: Int) {
      let behaviours: [Self] = [.automatic, .scrollableAxes, .never, .always]
      self = behaviours.indices.contains(uiKitRawValue) ? behaviours[uiKitRawValue] : .automatic
    }
  }

  /// `UIScrollView.KeyboardDismissMode`.
  package enum KeyboardDismissMode: Sendable, Hashable {
    /// `.none`.
    case none
    /// `.onDrag`.
    case onDrag
    /// `.interactive`.
    case interactive
    /// `.onDragWithAccessory` (iOS 16).
    case onDragWithAccessory
    /// `.interactiveWithAccessory` (iOS 16).
    case interactiveWithAccessory

    /// The mode of `UIScrollView.KeyboardDismissMode`'s raw value (0 to 4, in the order of the
    /// cases above); an unknown value, from a newer UIKit, dismisses nothing.
    package init(uiKitRawValue: Int) {
      let modes: [Self] = [
        .none, .onDrag, .interactive, .onDragWithAccessory, .interactiveWithAccessory,
      ]
      self = modes.indices.contains(uiKitRawValue) ? modes[uiKitRawValue] : .none
    }

    /// Whether the keyboard follows the user's finger in this mode.
    package var followsFinger: Bool { self == .interactive || self == .interactiveWithAccessory }
  }
}

/// What a host reads off one view the app pinned to the keyboard's top.
package struct PinnedViewReading: Sendable, Equatable {
  /// The view's frame in its window.
  package var frameInWindow: CGRect
  /// The view's window, or `nil` when it is in none.
  package var windowIdentity: ObjectIdentifier?
  /// `isHidden`.
  package var isHidden: Bool
  /// `alpha`.
  package var alpha: CGFloat

  /// Creates a reading.
  package init(
    frameInWindow: CGRect, windowIdentity: ObjectIdentifier?, isHidden: Bool = false,
    alpha: CGFloat = 1
  ) {
    self.frameInWindow = frameInWindow
    self.windowIdentity = windowIdentity
    self.isHidden = isHidden
    self.alpha = alpha
  }
}

/// What a host reads off a text input for field navigation: its return key and its input
/// accessory view.
package struct FieldFacts: Sendable, Hashable {
  /// The input is a text field (text views keep their Return for new lines).
  package var isTextField: Bool
  /// The return key.
  package var returnKey: ReturnKey
  /// Navigation set the return key earlier.
  package var isReturnKeyManaged: Bool
  /// The input accessory view.
  package var accessory: Accessory
  /// The room the field asks for around itself, instead of its container's padding.
  package var padding: CGFloat?
  /// The input is the first responder (`isFirstResponder`): a change of its keys or accessory
  /// reaches the keyboard only through `reloadInputViews()`.
  package var isFirstResponder: Bool
  /// The text field's delegate implements `textFieldShouldReturn(_:)`: the app handles Return
  /// itself (review N5).
  package var delegateHandlesReturn: Bool

  /// Creates facts.
  package init(
    isTextField: Bool, returnKey: ReturnKey = .default, isReturnKeyManaged: Bool = false,
    accessory: Accessory = .none, padding: CGFloat? = nil, isFirstResponder: Bool = false,
    delegateHandlesReturn: Bool = false
  ) {
    self.isFirstResponder = isFirstResponder
    self.delegateHandlesReturn = delegateHandlesReturn
    self.padding = padding
    self.isTextField = isTextField
    self.returnKey = returnKey
    self.isReturnKeyManaged = isReturnKeyManaged
    self.accessory = accessory
  }

  /// The return key, as far as navigation cares.
  package enum ReturnKey: Sendable, Hashable {
    /// `.default`.
    case `default`
    /// `.next`.
    case next
    /// `.done`.
    case done
    /// Any other key.
    case other

    /// The key of a `UIReturnKeyType` raw value (`.default` 0, `.next` 4, `.done` 9, from
    /// `UITextInputTraits.h`).
    package init(uiKitRawValue: Int) {
      switch uiKitRawValue {
      case 0: self = .default
      case 4: self = .next
      case 9: self = .done
      default: self = .other
      }
    }
  }

  /// The input accessory view.
  package enum Accessory: Sendable, Hashable {
    /// None.
    case none
    /// The navigation toolbar this package installs.
    case navigationToolbar
    /// The app's own view.
    case other

    /// The accessory of an input with or without an accessory view, which is or is not the
    /// navigation toolbar.
    package init(hasView: Bool, isNavigationToolbar: Bool) {
      self = !hasView ? .none : (isNavigationToolbar ? .navigationToolbar : .other)
    }
  }
}

extension ContainerReading {
  /// A subview's raw frame and visibility.
  package struct SubviewReading: Sendable, Equatable {
    /// `frame`, in the scroll view's content coordinates.
    package var frame: CGRect
    /// `isHidden`.
    package var isHidden: Bool
    /// `alpha`.
    package var alpha: CGFloat

    /// Creates a subview's reading.
    package init(frame: CGRect, isHidden: Bool, alpha: CGFloat) {
      self.frame = frame
      self.isHidden = isHidden
      self.alpha = alpha
    }
  }

  /// What the shown subviews span from the content's origin: the largest right and bottom
  /// edges of those the core's visibility rule does not hide.
  package static func extent(of subviews: [SubviewReading]) -> CGSize {
    var extent = CGSize.zero
    for view in subviews
    where !ViewVisibility.isHidden(isHidden: view.isHidden, alpha: view.alpha)
      && view.frame.isFiniteRect
    {
      extent.width = max(extent.width, view.frame.maxX)
      extent.height = max(extent.height, view.frame.maxY)
    }
    return extent
  }
}
