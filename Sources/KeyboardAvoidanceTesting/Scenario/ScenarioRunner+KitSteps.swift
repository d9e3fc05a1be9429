import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

extension ScenarioRunner {
  /// Performs the steps a test author reaches for beyond the form's own actions: raw
  /// notifications, third-party keyboards, animation durations, windows and containers that
  /// move or resize, relative and indicator insets, VoiceOver's cursor. Returns whether the
  /// step could be performed.
  func applyKitStep(_ step: ScenarioStep, to stage: Stage) -> Bool {
    let world = stage.world
    let scrollView = stage.container as? WorldScrollView
    switch step {
    case .postNotification(let raw):
      world.notificationCenter.post(name: raw.name, userInfo: raw.foundationUserInfo)
      return true
    case .thirdPartyKeyboard(let heights):
      return world.keyboard.showThirdParty(heights: heights)
    case .keyboardDuration(let seconds):
      world.keyboard.duration = seconds
      return true
    case .moveWindow(let distance):
      // A Slide Over window moves sideways only.
      guard stage.setup.presentation != .slideOver else { return false }
      stage.moveWindow(by: distance)
      return true
    case .resizeContainer(let height):
      if stage.setup.container == .swiftUIScrollView {
        // SwiftUI lays the scroll view out: the app can only bound what it is given.
        stage.swiftUIScrollViewMaxHeight = height
        stage.layoutSwiftUIStack(animation: nil)
      } else {
        stage.container.frame.size.height = height
      }
      return true
    case .changeAppInset(let delta):
      guard let scrollView else { return false }
      stage.stopSettingAppInsetOnEveryLayout()
      scrollView.contentInset = scrollView.contentInset + delta
      return true
    case .setIndicatorInsets(let insets):
      guard let scrollView else { return false }
      scrollView.verticalScrollIndicatorInsets = insets
      return true
    case .voiceOverCursor(let id):
      // VoiceOver posts nothing an avoider hears: the engine reads the cursor at its next solve.
      let view = id.flatMap { stage.stack?.itemViews[$0] }
      guard id == nil || view != nil else { return false }
      world.voiceOverCursor = view
      return true
    default:
      return false
    }
  }
}
