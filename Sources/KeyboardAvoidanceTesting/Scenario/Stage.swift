import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// A scenario's world, built from a ``ScenarioSetup``: the window of the presentation, the view
/// controllers and bars, the container with its form, the integration mode, and the keyboard.
///
/// ```swift
/// let stage = Stage(ScenarioSetup(device: .iPhone15, container: .scrollView))
/// stage.focus(itemID: "email")
/// stage.world.advance(by: 0.5)
/// ```
package final class Stage {
  /// The setup the stage was built from.
  package let setup: ScenarioSetup
  /// The world.
  package let world: World
  /// The app's window.
  package let window: WorldWindow
  /// The presentation's geometry in the current orientation.
  package private(set) var geometry: PresentationGeometry
  /// The navigation controller around the form (in a sheet: the sheet's).
  package let navigationController: WorldViewController
  /// The form's view controller.
  package let contentController: WorldViewController
  /// The view that avoids the keyboard: a scroll view, table, collection view or plain view.
  package let container: WorldView
  /// The form's stack, for scroll and plain containers.
  package let stack: FormStackView?
  /// The list, for table and collection containers.
  package let list: WorldListView?
  /// The form as the list shows it, for table and collection containers.
  package private(set) var listForm: ListForm?
  /// The validation labels shown in a list's rows, by the label's form identifier: a reused
  /// cell shows its row's.
  package let shownListValidations = ListValidations()
  /// Automatic mode, when the setup uses it.
  package private(set) var automatic: WorldAutomaticKeyboardAvoidance?
  /// The bar pinned to the keyboard's top, when the setup has one.
  package let pinnedBar: WorldView?
  /// The view controller a sheet is presented over.
  package let presentingController: WorldViewController?

  /// Previous and Next over the container's fields: its avoider's navigator, as the toolbar
  /// uses it (before automatic mode attached one, a navigator of the same container).
  package var navigator: WorldKeyboardNavigator {
    container.keyboardAvoider?.navigator ?? standaloneNavigator
  }

  private lazy var standaloneNavigator = WorldKeyboardNavigator(container: container)

  /// The container's offset just before the last focus change, after any scroll that
  /// navigation made to bring an off-screen row in.
  package internal(set) var focusStartOffset: CGPoint?

  /// The height of the pinned bar.
  package static let pinnedBarHeight: CGFloat = 56

  /// The most a SwiftUI scroll view is given, once a step resized it: the app's
  /// `.frame(maxHeight:)` on it, top-aligned in its place. SwiftUI's layout decides its frame,
  /// so it never outgrows its place, and the stack lays it out again on every change.
  package var swiftUIScrollViewMaxHeight: CGFloat?

  /// Builds the stage in a new world.
  package convenience init(_ setup: ScenarioSetup) {
    self.init(setup, in: World(device: setup.device, orientation: setup.orientation))
  }

  /// Builds the stage in `world` (whose device and orientation must be the setup's).
  package init(_ setup: ScenarioSetup, in world: World) {
    self.setup = setup
    self.world = world
    world.scrollsRetappedFieldIntoView = setup.scrollsRetappedFieldIntoView
    world.systemAdjuster = setup.systemAdjuster
    world.firstResponderScroll = setup.firstResponderScroll
    world.textViewCaretLandsLate = setup.textViewCaretLandsLate
    world.keyboardSwitchArrivesLate = setup.keyboardSwitchArrivesLate
    world.keyboardCurveIgnoresDuration = setup.keyboardCurveIgnoresDuration
    world.swiftUI = setup.swiftUI
    let geometry = PresentationGeometry(
      setup.presentation, device: setup.device, orientation: world.orientation)
    self.geometry = geometry
    window = world.makeWindow(frame: geometry.window, safeArea: geometry.windowSafeArea)

    let navigationView = WorldView(name: "navigation")
    navigationController = WorldViewController(
      name: "navigation", view: navigationView, kind: .container, barInsets: geometry.barInsets)
    if setup.presentation.isSheet {
      let presenting = WorldViewController(name: "presenting", view: WorldView(name: "presenting"))
      presentingController = presenting
      window.setRoot(presenting)
      window.addSubview(navigationView)
    } else {
      presentingController = nil
      window.setRoot(navigationController)
    }

    let form = setup.form
    let contentView: WorldView
    switch setup.container {
    case .scrollView, .swiftUIScrollView:
      let swiftUI = setup.container == .swiftUIScrollView
      let scrollView = WorldScrollView(name: swiftUI ? "swiftUIScrollView" : "scrollView")
      // SwiftUI lays a scroll view's content out in its safe area, whatever the setup says.
      scrollView.contentInsetAdjustmentBehavior = swiftUI ? .always : setup.insetBehavior
      scrollView.isSwiftUI = swiftUI
      let stack = FormStackView(name: "form", form: form)
      stack.markAppHandlingReturn(setup.fieldsHandlingReturn)
      stack.setsScrollContentSize = setup.appSetsContentSize
      scrollView.addSubview(stack)
      self.stack = stack
      list = nil
      contentView = WorldView(name: "content")
      if swiftUI && setup.pinnedBar {
        // `VStack { ScrollView { … }; Button(…) }`: the scroll view fills the stack's slot
        // above the button (``layoutSwiftUIStack(animation:)``).
        let slot = WorldView(name: "scrollSlot")
        slot.addSubview(scrollView)
        contentView.addSubview(slot)
      } else {
        contentView.addSubview(scrollView)
      }
      container = scrollView
    case .tableView, .collectionView, .tableViewController, .collectionViewController:
      let listForm = ListForm(form: form)
      self.listForm = listForm
      let shown = shownListValidations
      let handlingReturn = setup.fieldsHandlingReturn
      let configure: (WorldCell, WorldIndexPath) -> Void = { [weak world] cell, path in
        guard let row = listForm.row(at: path) else { return }
        // A reused cell shows this row's inputs as the form declares them: enabled or not,
        // hidden or not, in their group or none — as the oracle reads the form.
        for (input, item) in zip(cell.inputs, row.inputs) {
          input.keyboardType = item.keyboard
          input.isEnabled = item.isEnabled
          input.isHidden = item.isHidden
          input.keyboardNavigationGroup = item.group
          (input as? WorldTextField)?.editing.appHandlesReturn =
            handlingReturn.contains(item.id)
        }
        // …and this row's validation label, registered as its field's companion, as an app
        // does in `cellForRowAt`.
        cell.validates = row.validationLabel != nil
        cell.validationLabel.isHidden = !(row.validationLabel.map(shown.ids.contains) ?? false)
        for input in cell.inputs {
          world?.setCompanions(
            row.validationLabel == nil || input !== cell.inputs.first
              ? [] : [cell.validationLabel], for: input)
        }
      }
      var layout: WorldListLayout =
        setup.container.isTable ? .table : setup.listLayout ? .insetGroupedList : .flow
      layout.estimatedRowHeight = setup.selfSizingRows ? 44 : nil
      let kind: (WorldIndexPath) -> WorldCellKind = { listForm.row(at: $0)?.kind ?? .toggle }
      let listView: WorldListView =
        setup.container.isTable
        ? WorldTableView(
          name: "tableView", frame: .zero, rowCounts: listForm.rowCounts, layout: layout,
          kind: kind, configure: configure)
        : WorldCollectionView(
          name: "collectionView", frame: .zero, rowCounts: listForm.rowCounts, layout: layout,
          kind: kind, configure: configure)
      listView.keepsVisibleRowsInPlace = setup.listKeepsVisibleRowsInPlace
      if !setup.container.isTable { listView.cellMargin = 40 }
      listView.contentInsetAdjustmentBehavior = setup.insetBehavior
      stack = nil
      list = listView
      switch setup.container {
      case .tableViewController:
        // The table is the controller's view.
        contentView = listView
      default:
        // A collection view controller's collection view may sit in a wrapper view (§11.1).
        contentView = WorldView(name: "content")
        contentView.addSubview(listView)
      }
      container = listView
    case .plainView:
      let stack = FormStackView(name: "form", form: form, anchor: .bottom)
      stack.markAppHandlingReturn(setup.fieldsHandlingReturn)
      contentView = WorldView(name: "content")
      contentView.addSubview(stack)
      self.stack = stack
      list = nil
      container = contentView
    }
    let controllerKind: WorldViewController.Kind
    switch setup.container {
    case .tableViewController: controllerKind = .tableViewController
    case .collectionViewController: controllerKind = .collectionViewController
    case .swiftUIScrollView: controllerKind = .swiftUIHosting
    default: controllerKind = .content
    }
    contentController = WorldViewController(
      name: "form", view: contentView, kind: controllerKind,
      adjustsScrollViewInsets: geometry.hasNavigationBar)
    navigationView.addSubview(contentView)

    if setup.pinnedBar && setup.container == .swiftUIScrollView {
      // The stack's button: laid out in SwiftUI's keyboard safe area, it rides the keyboard.
      let button = WorldView(name: "continueButton")
      contentView.addSubview(button)
      pinnedBar = button
    } else if setup.pinnedBar {
      let bar = WorldView(name: "sendBar")
      window.addSubview(bar)
      world.pinToKeyboard(bar)
      pinnedBar = bar
    } else {
      pinnedBar = nil
    }
    if let scrollView = container as? WorldScrollView, !scrollView.isSwiftUI {
      scrollView.contentInset =
        setup.appContentInset
        + AvoidanceInsets(bottom: setup.pinnedBar ? Self.pinnedBarHeight : 0)
    }
    container.layoutDirection = form.direction
    if let stack {
      for input in stack.inputs {
        world.setCompanions(stack.companions(of: input.name), for: input)
        input.keyboardNavigationGroup = stack.item(for: input)?.group
      }
    }

    configureKeyboard()
    layoutHierarchy()
    world.layoutPass()
    keepRoomForPinnedBar()
    attachAvoidance()
    world.observeKeyboardMoves(owner: self) { [weak self] frame, animation, isLocal in
      self?.keyboardWillMove(to: frame, animation: animation, isLocal: isLocal)
    }
    world.keyboard.observeLayoutGuide(owner: self) { [weak self] _ in
      self?.placePinnedBar(animation: nil)
    }
    world.layoutPass()
  }

  private func configureKeyboard() {
    let keyboard = world.keyboard
    keyboard.rotationStyle = setup.rotationStyle
    switch setup.keyboard {
    case .standard, .otherApp: break
    case .noPredictive: keyboard.showsPredictive = false
    case .emoji: keyboard.showsEmoji = true
    case .hardware: keyboard.mode = .hardware
    case .floating: keyboard.mode = .floating
    case .split: keyboard.mode = .split
    }
    switch setup.presentation {
    case .stageManager: keyboard.clippingWindow = window
    case .slideOver: keyboard.slideOverWindow = window
    default: break
    }
  }

  private func attachAvoidance() {
    guard !setup.withoutLibrary else { return }
    if setup.container == .swiftUIScrollView, let scrollView = container as? WorldScrollView {
      swiftUIKeeper =
        setup.configuration.isEnabled
        ? WorldKeyboardAwareScrollView(
          scrollView: scrollView, padding: setup.configuration.padding,
          policy: setup.configuration.policy,
          restoresContentOffset: setup.configuration.restoresContentOffset)
        : nil
      return
    }
    switch setup.mode {
    case .subclass, .attached:
      let avoider = WorldKeyboardAvoider.attach(
        to: container, attachment: setup.mode, configuration: setup.configuration)
      avoider?.navigation = setup.navigation
      if setup.recordsTrace { avoider?.startRecording() }
    case .automatic:
      automatic = WorldAutomaticKeyboardAvoidance(
        world: world, configuration: setup.configuration, navigation: setup.navigation)
      automatic?.recordsTraces = setup.recordsTrace
    }
  }

  /// What an app does for its Send bar: a bottom inset that keeps content scrollable above the
  /// bar as it rests with the keyboard down — the bar and whatever it stands on (a tab bar, the
  /// home indicator) — less what the scroll view's behaviour already adds for the safe area.
  private func keepRoomForPinnedBar() {
    guard let bar = pinnedBar, let scrollView = container as? WorldScrollView,
      !scrollView.isSwiftUI
    else { return }
    let bottom = scrollView.convert(scrollView.bounds, to: nil).maxY
    let covered = max(Self.pinnedBarHeight, bottom - bar.frame.minY)
    let room = max(Self.pinnedBarHeight, covered - scrollView.systemContentInset.bottom)
    scrollView.contentInset.bottom = setup.appContentInset.bottom + room
  }

  /// The library's SwiftUI scroll view keeping a SwiftUI container, if the setup has one.
  package private(set) var swiftUIKeeper: WorldKeyboardAwareScrollView?

  /// The avoider driving the container, once there is one.
  package var avoider: WorldKeyboardAvoider? { container.keyboardAvoider }

  // MARK: Layout

  /// Sets every frame from the presentation's geometry.
  private func layoutHierarchy() {
    window.frame = geometry.window
    window.windowSafeArea = geometry.windowSafeArea
    navigationController.barInsets = geometry.barInsets
    let navigationView = navigationController.view
    if let presenting = presentingController {
      presenting.view.frame = window.bounds
      navigationView.frame = geometry.sheetFrame(keyboardTopInWindow: dockedKeyboardTop())
    } else {
      navigationView.frame = window.bounds
    }
    contentController.view.frame = navigationView.bounds
    if container !== contentController.view {
      container.frame = contentController.view.bounds
    }
    if setup.container == .swiftUIScrollView { layoutSwiftUIStack(animation: nil) }
    stack?.frame.size.width = container.bounds.width
    placePinnedBar(animation: nil)
  }

  /// The software keyboard's top in window coordinates, if it is up for this app. Sheets move
  /// for it; the model keeps them in place for a hardware keyboard's bar (how sheets move is
  /// undocumented, §7).
  private func dockedKeyboardTop() -> CGFloat? {
    guard world.keyboard.mode == .docked, let frame = world.keyboard.dockedFrameOnScreen else {
      return nil
    }
    return frame.minY - window.frame.minY
  }

  private func keyboardWillMove(to frame: CGRect, animation: KeyboardAnimation, isLocal: Bool) {
    if geometry.movesForKeyboard, isLocal {
      let view = navigationController.view
      let target = geometry.sheetFrame(keyboardTopInWindow: dockedKeyboardTop())
      if target != view.frame {
        world.animate(
          .frame(ObjectIdentifier(view)), from: view.frame, to: target, animation: animation)
        view.frame = target
      }
    }
    placePinnedBar(animation: animation)
    if setup.container == .swiftUIScrollView, let scrollView = container as? WorldScrollView {
      layoutSwiftUIStack(animation: animation)
      world.swiftUIScrollsAfterKeyboardChange(scrollView)
    }
  }

  /// Pins the pinned bar to the keyboard layout guide: on the docked keyboard's top, or on the
  /// safe area's bottom when no docked keyboard is up (§6).
  private func placePinnedBar(animation: KeyboardAnimation?) {
    guard let bar = pinnedBar, bar.superview === window else { return }
    let content = navigationController.view.convert(navigationController.view.bounds, to: nil)
    let safeBottom = content.maxY - navigationController.view.safeAreaInsets.bottom
    let keyboard = world.keyboard
    let guideTop =
      keyboard.layoutGuideFollowsKeyboard ? keyboard.layoutGuideFrame.minY - window.frame.minY : nil
    let top = min(guideTop ?? safeBottom, safeBottom) - Self.pinnedBarHeight
    let target = CGRect(x: content.minX, y: top, width: content.width, height: Self.pinnedBarHeight)
    guard target != bar.frame else { return }
    world.animate(.frame(ObjectIdentifier(bar)), from: bar.frame, to: target, animation: animation)
    bar.frame = target
  }

  /// Moves the window down by `distance` points, as a sheet that moves on its own does, never
  /// past the screen's top (UIKit keeps a window's top on screen). The keyboard layout guide is
  /// relative to the keyboard on screen, so a bar pinned to it keeps its place on screen (§6);
  /// nothing else is laid out (§7).
  package func moveWindow(by distance: CGFloat) {
    window.frame.origin.y = max(world.screen.minY, window.frame.origin.y + distance)
    placePinnedBar(animation: nil)
  }

  /// Rotates the device with the keyboard as it is.
  package func rotate() {
    world.keyboard.prepareForRotation()
    world.setOrientation(world.orientation.rotated)
    geometry = PresentationGeometry(
      setup.presentation, device: setup.device, orientation: world.orientation)
    layoutHierarchy()
    world.layoutPass()
    world.keyboard.rotate()
    layoutHierarchy()
    world.layoutPass()
  }

  /// The inset the app sets on every layout pass, once it started doing so.
  private var appLayoutInset: AvoidanceInsets?
  /// Whether the app sets its inset on every layout pass.
  package var setsAppInsetOnEveryLayout: Bool { appLayoutInset != nil }
  private var observesLayoutForAppInset = false

  /// Makes the app set `insets` as the scroll view's `contentInset` now and in every
  /// `viewDidLayoutSubviews` of its view controller: after each layout pass of the controller's
  /// root view, before its subviews lay out (UIKit lays views out parent first). Returns `false`
  /// when the container is not a scroll view.
  package func setAppInsetOnEveryLayout(_ insets: AvoidanceInsets) -> Bool {
    guard let scrollView = container as? WorldScrollView else { return false }
    if !observesLayoutForAppInset {
      observesLayoutForAppInset = true
      world.observeLayout(of: contentController.view, owner: self) {
        [weak self, weak scrollView] in
        guard let inset = self?.appLayoutInset, let scrollView else { return }
        if scrollView.contentInset != inset { scrollView.contentInset = inset }
      }
    }
    appLayoutInset = insets
    scrollView.contentInset = insets
    return true
  }

  /// The app sets its inset once from now on, not on every layout pass.
  package func stopSettingAppInsetOnEveryLayout() {
    appLayoutInset = nil
  }

  /// Tears the stage down: ends editing, detaches avoiders and removes the window.
  package func teardown() {
    world.endEditing(hidingKeyboard: true)
    automatic?.stop()
    automatic = nil
    avoider?.detach()
    window.rootViewController?.view.removeFromSuperview()
    for view in window.subviews { view.removeFromSuperview() }
    world.removeWindow(window)
  }
}

/// The validation labels shown in a list's rows.
package final class ListValidations {
  /// The labels' form identifiers.
  package var ids: Set<String> = []
}
