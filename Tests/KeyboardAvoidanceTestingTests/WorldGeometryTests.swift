import Foundation
import Testing

@testable import KeyboardAvoidanceTesting

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Every presentation that exists on an iPhone 15 and an iPad (10th gen).
private let presentationCases: [(Presentation, Device)] = [Device.iPhone15, Device.iPad10]
  .flatMap { device in
    Presentation.allCases.filter { $0.isAvailable(on: device) }.map { ($0, device) }
  }

/// A window filling the iPhone 15's screen, with a root controller whose view fills it.
private func makeScreenWorld(
  orientation: Orientation = .portrait, barInsets: AvoidanceInsets = .zero,
  adjustsScrollViewInsets: Bool = false
) -> (world: World, root: WorldView, controller: WorldViewController) {
  let world = World(device: .iPhone15, orientation: orientation)
  let window = world.makeWindow(frame: world.screen, safeArea: world.screenSafeArea)
  let root = WorldView(name: "root", frame: window.bounds)
  let controller = WorldViewController(
    name: "root", view: root, barInsets: barInsets,
    adjustsScrollViewInsets: adjustsScrollViewInsets)
  window.setRoot(controller)
  return (world, root, controller)
}

@Suite("World geometry")
struct WorldGeometryTests {
  // MARK: Devices

  @Test(
    "The catalog's screens, safe areas and keyboards match the article on UIKit's keyboard behaviours",
    arguments: DeviceFacts.all)
  func deviceMatchesFacts(_ facts: DeviceFacts) {
    let device = facts.device
    #expect(device.portraitSize == facts.portraitSize)
    #expect(device.safeArea(.portrait) == facts.portraitSafe)
    #expect(device.safeArea(.landscape) == facts.landscapeSafe)
    #expect(device.keyboardHeights(.portrait).standard == facts.keyboard)
    #expect(device.keyboardHeights(.portrait).noPredictive == facts.keyboardNoPredictive)
    #expect(device.keyboardHeights(.landscape).standard == facts.landscapeKeyboard)
    let landscape = device.keyboardHeights(.landscape)
    #expect(landscape.noPredictive <= landscape.standard)
    #expect(Device.named(device.id) == device)
  }

  @Test("Device.named finds catalog identifiers in any case and nothing else")
  func deviceNamed() {
    #expect(Device.named("iphone-15") == .iPhone15)
    #expect(Device.named("iPad-Pro-13") == .iPadPro13)
    #expect(Device.named("iphone-99") == nil)
    #expect(Device.named("") == nil)
    #expect(Set(Device.catalog.map(\.id)).count == Device.catalog.count)
  }

  @Test("Rotating swaps the screen's width and height and switches the safe area")
  func rotationSwapsScreen() {
    let world = World(device: .iPhone15, orientation: .portrait)
    #expect(world.screen == CGRect(x: 0, y: 0, width: 393, height: 852))
    #expect(world.screenSafeArea == AvoidanceInsets(top: 59, bottom: 34))
    world.setOrientation(.landscape)
    #expect(world.screen == CGRect(x: 0, y: 0, width: 852, height: 393))
    #expect(world.screenSafeArea == AvoidanceInsets(left: 59, bottom: 21, right: 59))
    world.setOrientation(world.orientation.rotated)
    #expect(world.screen == CGRect(x: 0, y: 0, width: 393, height: 852))
  }

  // MARK: Coordinates

  @Test("convert(_:to:) and convert(_:from:) account for frames and shifted bounds")
  func conversionBetweenNestedViews() {
    let (world, root, _) = makeScreenWorld()
    defer { withExtendedLifetime(world) {} }
    let container = WorldView(
      name: "container", frame: CGRect(x: 10, y: 100, width: 300, height: 400))
    container.bounds.origin = CGPoint(x: 0, y: 50)
    root.addSubview(container)
    let child = WorldView(name: "child", frame: CGRect(x: 20, y: 300, width: 100, height: 40))
    container.addSubview(child)
    let other = WorldView(name: "other", frame: CGRect(x: 200, y: 500, width: 100, height: 100))
    other.bounds.origin = CGPoint(x: 5, y: -20)
    root.addSubview(other)
    world.layoutPass()

    let inRoot = CGRect(x: 30, y: 350, width: 100, height: 40)
    #expect(child.convert(child.bounds, to: root) == inRoot)
    #expect(root.convert(child.bounds, from: child) == inRoot)
    #expect(child.convert(inRoot, from: root) == child.bounds)
    #expect(root.convert(inRoot, to: child) == child.bounds)
    #expect(child.frameInWindow == inRoot)
    #expect(child.convert(child.bounds, to: nil) == inRoot)

    let inOther = CGRect(x: -165, y: -170, width: 100, height: 40)
    #expect(child.convert(child.bounds, to: other) == inOther)
    #expect(other.convert(inOther, to: child) == child.bounds)

    container.bounds.origin.y += 50
    #expect(child.frameInWindow == inRoot.offsetBy(dx: 0, dy: -50))
  }

  @Test("Window coordinates do not depend on where the window sits on the screen")
  func conversionInsideAnOffsetWindow() {
    let world = World(device: .iPad10)
    let window = world.makeWindow(
      frame: CGRect(x: 492, y: 8, width: 320, height: 1152), safeArea: .zero)
    let view = WorldView(name: "view", frame: CGRect(x: 10, y: 20, width: 100, height: 50))
    window.setRoot(WorldViewController(name: "root", view: view))
    #expect(view.frameInWindow == CGRect(x: 10, y: 20, width: 100, height: 50))
    #expect(view.convert(CGRect(x: 10, y: 20, width: 1, height: 1), from: nil).origin == .zero)
  }

  // MARK: Safe area

  @Test("A view under a navigation bar and a tab bar reaches into both and the screen edges")
  func safeAreaUnderBars() {
    let bars = AvoidanceInsets(top: 44, bottom: 49)
    let (world, root, _) = makeScreenWorld(barInsets: bars)
    defer { withExtendedLifetime(world) {} }
    let header = WorldView(name: "header", frame: CGRect(x: 0, y: 0, width: 393, height: 120))
    let middle = WorldView(name: "middle", frame: CGRect(x: 0, y: 200, width: 393, height: 400))
    let footer = WorldView(name: "footer", frame: CGRect(x: 0, y: 800, width: 393, height: 52))
    for view in [header, middle, footer] { root.addSubview(view) }
    world.layoutPass()

    // 59 status bar + 44 navigation bar; 34 home indicator + 49 tab bar.
    #expect(root.safeAreaInsets == AvoidanceInsets(top: 103, bottom: 83))
    #expect(header.safeAreaInsets == AvoidanceInsets(top: 103))
    #expect(middle.safeAreaInsets == .zero)
    #expect(footer.safeAreaInsets == AvoidanceInsets(bottom: 52))
  }

  @Test("In landscape the window's side insets reach views at the edges")
  func safeAreaInLandscape() {
    let (world, root, _) = makeScreenWorld(
      orientation: .landscape, barInsets: AvoidanceInsets(top: 32))
    defer { withExtendedLifetime(world) {} }
    world.layoutPass()
    #expect(root.safeAreaInsets == AvoidanceInsets(top: 32, left: 59, bottom: 21, right: 59))
  }

  // MARK: Scroll views

  @Test("adjustedContentInset follows contentInsetAdjustmentBehavior", arguments: InsetCase.all)
  func adjustedContentInset(_ row: InsetCase) {
    let (world, root, _) = makeScreenWorld(
      barInsets: AvoidanceInsets(top: 44), adjustsScrollViewInsets: row.adjustsScrollViewInsets)
    defer { withExtendedLifetime(world) {} }
    let scrollView = WorldScrollView(name: "scroll", frame: root.bounds)
    scrollView.contentInsetAdjustmentBehavior = row.behavior
    scrollView.alwaysBounceVertical = row.alwaysBounceVertical
    scrollView.contentSize = CGSize(width: 393, height: row.contentHeight)
    scrollView.contentInset = AvoidanceInsets(bottom: 10)
    root.addSubview(scrollView)
    world.layoutPass()

    let expected = AvoidanceInsets(top: row.top, bottom: row.bottom + 10)
    #expect(scrollView.adjustedContentInset == expected)
    #expect(scrollView.contentOffset.y == -row.top)
  }

  @Test("Horizontal safe area is added only when the content scrolls sideways, or always")
  func horizontalInsets() {
    let (world, root, _) = makeScreenWorld(orientation: .landscape)
    defer { withExtendedLifetime(world) {} }
    let tall = WorldScrollView(name: "tall", frame: root.bounds)
    tall.contentInsetAdjustmentBehavior = .scrollableAxes
    tall.contentSize = CGSize(width: 852, height: 2000)
    let wide = WorldScrollView(name: "wide", frame: root.bounds)
    wide.contentInsetAdjustmentBehavior = .scrollableAxes
    wide.contentSize = CGSize(width: 2000, height: 100)
    let always = WorldScrollView(name: "always", frame: root.bounds)
    always.contentInsetAdjustmentBehavior = .always
    for view in [tall, wide, always] { root.addSubview(view) }
    world.layoutPass()

    #expect(tall.adjustedContentInset == AvoidanceInsets(bottom: 21))
    #expect(wide.adjustedContentInset == AvoidanceInsets(left: 59, right: 59))
    #expect(always.adjustedContentInset == AvoidanceInsets(left: 59, bottom: 21, right: 59))
  }

  @Test("The offset range runs from -top to content + bottom - height; short content collapses")
  func offsetRange() {
    let (world, root, _) = makeScreenWorld(
      barInsets: AvoidanceInsets(top: 44), adjustsScrollViewInsets: true)
    defer { withExtendedLifetime(world) {} }
    let scrollView = WorldScrollView(name: "scroll", frame: root.bounds)
    scrollView.contentSize = CGSize(width: 393, height: 300)
    root.addSubview(scrollView)
    world.layoutPass()
    let top: CGFloat = -103
    #expect(scrollView.verticalOffsetRange == top...top)
    scrollView.userScroll(by: 200)
    #expect(scrollView.contentOffset.y == top)

    scrollView.contentSize.height = 2000
    world.layoutPass()
    let bottom: CGFloat = 2000 + 34 - 852
    #expect(scrollView.verticalOffsetRange == top...bottom)
    scrollView.userScroll(by: 5000)
    #expect(scrollView.contentOffset.y == bottom)
  }

  @Test("scrollRectToVisible makes the least scroll, measured inside the adjusted insets")
  func scrollRectToVisible() {
    let (world, root, _) = makeScreenWorld(
      barInsets: AvoidanceInsets(top: 44), adjustsScrollViewInsets: true)
    defer { withExtendedLifetime(world) {} }
    let scrollView = WorldScrollView(name: "scroll", frame: root.bounds)
    scrollView.contentSize = CGSize(width: 393, height: 2000)
    root.addSubview(scrollView)
    world.layoutPass()
    // The viewport shows content from offset + 103 to offset + 852 - 34.
    #expect(scrollView.contentOffset.y == -103)

    scrollView.scrollRectToVisible(CGRect(x: 16, y: 600, width: 100, height: 44))
    #expect(scrollView.contentOffset.y == -103)
    #expect(scrollView.foreignScrollCount == 0)

    scrollView.scrollRectToVisible(CGRect(x: 16, y: 900, width: 100, height: 44))
    let belowBottom: CGFloat = 944 - (852 - 34)
    #expect(scrollView.contentOffset.y == belowBottom)
    #expect(scrollView.foreignScrollCount == 1)

    // Content from 229 down is visible: a rect at 250 needs no scroll, one at 50 does.
    scrollView.scrollRectToVisible(CGRect(x: 16, y: 250, width: 100, height: 44))
    #expect(scrollView.contentOffset.y == belowBottom)
    scrollView.scrollRectToVisible(CGRect(x: 16, y: 50, width: 100, height: 44))
    let aboveTop: CGFloat = 50 - 103
    #expect(scrollView.contentOffset.y == aboveTop)

    scrollView.scrollRectToVisible(CGRect(x: 16, y: 1990, width: 100, height: 44))
    #expect(scrollView.contentOffset.y == scrollView.verticalOffsetRange.upperBound)
  }

  // MARK: Presentations

  @Test(
    "Every presentation puts its window on the screen and its content in the window",
    arguments: presentationCases)
  func presentationGeometry(_ presentation: Presentation, _ device: Device) {
    let geometry = PresentationGeometry(presentation, device: device, orientation: .portrait)
    let screen = device.screenBounds(.portrait)
    let windowBounds = CGRect(origin: .zero, size: geometry.window.size)
    #expect(screen.contains(geometry.window))
    #expect(windowBounds.contains(geometry.content))
    #expect(geometry.hasNavigationBar == (presentation != .fullScreen))

    switch presentation {
    case .fullScreen:
      #expect(geometry.barInsets == .zero)
    case .tabBar:
      #expect(geometry.barInsets == AvoidanceInsets(top: 44, bottom: 49))
    case .formSheet, .pageSheet:
      #expect(geometry.barInsets == AvoidanceInsets(top: 56))
    case .navigation, .splitView, .slideOver, .stageManager:
      #expect(geometry.barInsets == AvoidanceInsets(top: 44))
    }

    switch presentation {
    case .splitView:
      #expect(geometry.window.width < screen.width)
      #expect(geometry.window.height == screen.height)
    case .slideOver:
      #expect(geometry.window.width == 320)
      #expect(geometry.window.maxY < screen.maxY)
    case .stageManager:
      #expect(geometry.window.maxY < screen.maxY)
      #expect(geometry.windowSafeArea == .zero)
    case .formSheet, .pageSheet:
      #expect(geometry.window == screen)
      #expect(geometry.content.minY >= geometry.windowSafeArea.top)
      #expect(geometry.movesForKeyboard == (device.idiom == .pad))
      if device.idiom == .pad {
        #expect(geometry.content.width < screen.width)
        #expect(abs(geometry.content.midX - screen.midX) <= 1)
      } else {
        #expect(geometry.content.width == screen.width)
        #expect(geometry.content.maxY == screen.maxY)
      }
    case .fullScreen, .navigation, .tabBar:
      #expect(geometry.window == screen)
      #expect(geometry.windowSafeArea == device.safeArea(.portrait))
    }
    if !presentation.isSheet {
      #expect(geometry.content == windowBounds)
      #expect(!geometry.movesForKeyboard)
    }
  }

  @Test("Split View, Slide Over and Stage Manager exist only on iPad")
  func presentationAvailability() {
    let phoneOnlyMissing = Presentation.allCases.filter { !$0.isAvailable(on: .iPhone15) }
    #expect(phoneOnlyMissing == [.splitView, .slideOver, .stageManager])
    let padMissing = Presentation.allCases.filter { !$0.isAvailable(on: .iPad10) }
    #expect(padMissing.isEmpty)
  }

  @Test("An iPad form sheet moves up for the keyboard, but not above its top margin")
  func formSheetMovesForKeyboard() {
    let portrait = PresentationGeometry(.formSheet, device: .iPad10, orientation: .portrait)
    // 540 × 620 centered on 820 × 1180.
    #expect(portrait.content == CGRect(x: 140, y: 280, width: 540, height: 620))
    #expect(portrait.sheetFrame(keyboardTopInWindow: nil) == portrait.content)
    // A keyboard top at 1180 - 340: the sheet's bottom clears it by 20.
    let raised = portrait.sheetFrame(keyboardTopInWindow: 840)
    #expect(raised == CGRect(x: 140, y: 200, width: 540, height: 620))
    // A keyboard that does not reach the sheet never pushes it down.
    #expect(portrait.sheetFrame(keyboardTopInWindow: 1100) == portrait.content)

    let landscape = PresentationGeometry(.formSheet, device: .iPad10, orientation: .landscape)
    #expect(landscape.content == CGRect(x: 320, y: 100, width: 540, height: 620))
    // 820 - 428 leaves too little room: the sheet stops 20 below the 24 pt safe top.
    let clamped = landscape.sheetFrame(keyboardTopInWindow: 392)
    #expect(clamped == CGRect(x: 320, y: 44, width: 540, height: 620))
  }

  @Test("In a stage, a form sheet on iPad moves up when a field takes focus")
  func stageFormSheetMoves() throws {
    let stage = Stage(ScenarioSetup(device: .iPad10, presentation: .formSheet))
    let sheet = stage.navigationController.view
    #expect(sheet.frame.minY == 280)
    let field = try #require(stage.stack?.inputs.first)
    stage.world.focus(field)
    stage.world.advance(by: 0.5)
    #expect(sheet.frame.minY == 200)
    #expect(stage.world.presentationFrame(of: sheet) == sheet.frame)
  }
}

extension WorldGeometryTests {
  /// What the article on UIKit's keyboard behaviours (§2.1, §2.2) says about one device of the
  /// catalog.
  struct DeviceFacts: Sendable, CustomTestStringConvertible {
    let device: Device
    let portraitSize: CGSize
    let portraitSafe: AvoidanceInsets
    let landscapeSafe: AvoidanceInsets
    /// Letters with the predictive bar, portrait.
    let keyboard: CGFloat
    /// Letters without the predictive bar, portrait (keys + bottom band).
    let keyboardNoPredictive: CGFloat
    /// Letters with the predictive bar, landscape.
    let landscapeKeyboard: CGFloat

    var testDescription: String { device.name }

    /// §2.1 safe areas; §2.2 heights: observed (SE 260, 13 mini 333/291), derived from
    /// keys + banner + bottom band (15: 216 + 45 + 75, 15 Pro Max: 226 + 45 + 75, phones in
    /// landscape: 150 + 38 + 21), and iPad keys + 55 banner + 20 home indicator.
    static let all: [DeviceFacts] = [
      DeviceFacts(
        device: .iPhoneSE3, portraitSize: CGSize(width: 375, height: 667),
        portraitSafe: AvoidanceInsets(top: 20), landscapeSafe: .zero,
        keyboard: 260, keyboardNoPredictive: 216, landscapeKeyboard: 200),
      DeviceFacts(
        device: .iPhone13Mini, portraitSize: CGSize(width: 375, height: 812),
        portraitSafe: AvoidanceInsets(top: 50, bottom: 34),
        landscapeSafe: AvoidanceInsets(left: 50, bottom: 21, right: 50),
        keyboard: 333, keyboardNoPredictive: 291, landscapeKeyboard: 209),
      DeviceFacts(
        device: .iPhone15, portraitSize: CGSize(width: 393, height: 852),
        portraitSafe: AvoidanceInsets(top: 59, bottom: 34),
        landscapeSafe: AvoidanceInsets(left: 59, bottom: 21, right: 59),
        keyboard: 336, keyboardNoPredictive: 291, landscapeKeyboard: 209),
      DeviceFacts(
        device: .iPhone15ProMax, portraitSize: CGSize(width: 430, height: 932),
        portraitSafe: AvoidanceInsets(top: 59, bottom: 34),
        landscapeSafe: AvoidanceInsets(left: 59, bottom: 21, right: 59),
        keyboard: 346, keyboardNoPredictive: 301, landscapeKeyboard: 209),
      DeviceFacts(
        device: .iPad10, portraitSize: CGSize(width: 820, height: 1180),
        portraitSafe: AvoidanceInsets(top: 24, bottom: 20),
        landscapeSafe: AvoidanceInsets(top: 24, bottom: 20),
        keyboard: 340, keyboardNoPredictive: 340, landscapeKeyboard: 428),
      DeviceFacts(
        device: .iPadPro13, portraitSize: CGSize(width: 1032, height: 1376),
        portraitSafe: AvoidanceInsets(top: 24, bottom: 20),
        landscapeSafe: AvoidanceInsets(top: 24, bottom: 20),
        keyboard: 403, keyboardNoPredictive: 403, landscapeKeyboard: 498),
    ]
  }

  /// One row of the `adjustedContentInset` table (§3), for a scroll view filling a controller
  /// under a 44 pt navigation bar on an iPhone 15 in portrait: its safe area is 103/0/34/0.
  struct InsetCase: Sendable, CustomTestStringConvertible {
    let label: String
    let behavior: WorldScrollView.InsetAdjustmentBehavior
    let adjustsScrollViewInsets: Bool
    let contentHeight: CGFloat
    let alwaysBounceVertical: Bool
    let top: CGFloat
    let bottom: CGFloat

    var testDescription: String { label }

    /// The safe area the view reaches into: 59 status bar + 44 navigation bar, 34 indicator.
    static let safe = (top: CGFloat(103), bottom: CGFloat(34))

    static let all: [InsetCase] = [
      InsetCase("automatic in a navigation controller, short", .automatic, true, 300, false, safe),
      InsetCase("automatic, no adjustsScrollViewInsets, short", .automatic, false, 300, false, nil),
      InsetCase(
        "automatic, no adjustsScrollViewInsets, long", .automatic, false, 2000, false, safe),
      InsetCase("scrollableAxes, short", .scrollableAxes, true, 300, false, nil),
      InsetCase("scrollableAxes, short, always bounces", .scrollableAxes, false, 300, true, safe),
      InsetCase("scrollableAxes, long", .scrollableAxes, false, 2000, false, safe),
      InsetCase("never, long", .never, true, 2000, false, nil),
      InsetCase("always, short", .always, false, 300, false, safe),
    ]

    init(
      _ label: String, _ behavior: WorldScrollView.InsetAdjustmentBehavior,
      _ adjustsScrollViewInsets: Bool, _ contentHeight: CGFloat, _ alwaysBounceVertical: Bool,
      _ added: (top: CGFloat, bottom: CGFloat)?
    ) {
      self.label = label
      self.behavior = behavior
      self.adjustsScrollViewInsets = adjustsScrollViewInsets
      self.contentHeight = contentHeight
      self.alwaysBounceVertical = alwaysBounceVertical
      self.top = added?.top ?? 0
      self.bottom = added?.bottom ?? 0
    }
  }
}
