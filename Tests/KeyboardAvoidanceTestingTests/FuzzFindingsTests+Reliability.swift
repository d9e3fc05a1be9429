import KeyboardAvoidanceCore

@testable import KeyboardAvoidanceTesting

/// Shrunk scripts of issue 23 (no failing random script), each kept with the fix that made it
/// pass.
extension FuzzFindingsTests {
  static let reliabilityFindings: [Finding] = [
    Finding(
      description: "7/17620: the keyboard's \"did\" before the display frame due with it finds "
        + "the list's move where its timing has it, and UIKit's scroll of the first responder "
        + "after it has nothing left to jump",
      setup: {
        var setup = ScenarioSetup(
          device: .iPhone15, container: .tableViewController,
          form: .table(rows: 40, disabled: Set((0..<40).filter { $0 % 3 == 0 })),
          configuration: AvoidanceConfiguration(padding: 0, restoresContentOffset: false))
        setup.firstResponderScroll = .afterKeyboardDidNotifications
        setup.selfSizingRows = true
        return setup
      }(),
      steps: [.enterForeground, .focus("row-23")]),
    Finding(
      description: "7/16835: an offset a few bits from where content is, written as the user "
        + "scrolls in a form sheet, is no write at all",
      setup: ScenarioSetup(
        device: .iPad10, presentation: .formSheet, container: .scrollView,
        form: .growingTextView,
        navigation: FieldNavigationOptions(managesReturnKey: true, showsToolbar: true)),
      steps: [
        .setAppInset(
          AvoidanceInsets(top: 5.255088620400632, left: 0, bottom: 355.93687376333804, right: 0)),
        .moveWindow(by: 105.89605329753198), .next, .userScroll(-597.0739435335157),
      ]),
    Finding(
      description: "7/12738: a list controller's list that runs past the screen's bottom: "
        + "while the keyboard comes, the avoider counts on no more room than the controller "
        + "adds, and the list stays in range",
      setup: {
        var setup = ScenarioSetup(
          device: .iPhone13Mini, orientation: .landscape, container: .tableViewController,
          form: .table(rows: 3))
        setup.selfSizingRows = true
        setup.listKeepsVisibleRowsInPlace = false
        return setup
      }(),
      steps: [.resizeContainer(height: 557.7079671664329), .focus("row-2")]),
    Finding(
      description: "7/7153: an app that rewrites a list controller's inset on every layout "
        + "fights the controller; only \"no inset of the library's\" holds, not one movement "
        + "(the checker's documented rule)",
      setup: {
        var setup = ScenarioSetup(
          device: .iPad10, container: .tableViewController,
          form: .table(rows: 40, disabled: Set((0..<40).filter { $0 % 3 == 0 })))
        setup.firstResponderScroll = .afterKeyboardDidNotifications
        return setup
      }(),
      steps: [
        .setAppInsetOnEveryLayout(AvoidanceInsets(top: 0, left: 0, bottom: 181.35, right: 0)),
        .wait(1.42), .previous,
      ]),
    Finding(
      description: "7/5856: automatic mode attached at a text view's begin-editing, after the "
        + "list controller added its part: the app's toolbar inset covers nothing above the "
        + "keyboard, and the scroll is the least",
      setup: ScenarioSetup(
        device: .iPhone15ProMax, orientation: .landscape, container: .tableViewController,
        mode: .automatic, form: .mixedList(sections: 4, rowsPerSection: 10),
        appContentInset: AvoidanceInsets(top: 12, left: 0, bottom: 44, right: 0)),
      steps: [.focus("s0-r3")]),
    Finding(
      description: "7/9274: a one-point drag, every move of it under half a point, is the "
        + "user's scroll: content stays where the user left it on Done",
      setup: {
        var setup = ScenarioSetup(
          device: .iPad10, container: .tableView, form: .validatedTable(rows: 24))
        setup.listKeepsVisibleRowsInPlace = false
        return setup
      }(),
      steps: [.previous, .userScroll(-1), .pressReturn]),
    Finding(
      description: "7/76864: a slow drag in a SwiftUI scroll view is the user's scroll too: "
        + "content stays where the user left it on hide",
      setup: ScenarioSetup(device: .iPhoneSE3, container: .swiftUIScrollView),
      steps: [.rotate, .focus("notes"), .userScroll(1.7742626005400552), .hideKeyboard]),
    Finding(
      description: "7/604 (review N10): a rotation whose show comes 0.6 s after its hide holds "
        + "the inset until the show: content does not glide down and back up",
      setup: ScenarioSetup(
        device: .iPhoneSE3, container: .tableView, rotationStyle: .hideBeforeShowLate),
      steps: [.next, .rotate]),
    Finding(
      description: "review N10: so does a scroll view's, on an iPad",
      setup: ScenarioSetup(
        device: .iPad10, container: .scrollView, rotationStyle: .hideBeforeShowLate),
      steps: [.focus("phone"), .rotate, .rotate]),
    Finding(
      description: "7/5510 (review N17): a ZIP field's shorter keyboard announced 0.1 s after "
        + "the switch: content moves on from where its glide shows it, never back past it",
      setup: {
        var setup = ScenarioSetup(device: .iPhone15ProMax, container: .scrollView, pinnedBar: true)
        setup.keyboardSwitchArrivesLate = true
        return setup
      }(),
      steps: [.focus("email"), .focus("zip")]),
    Finding(
      description: "7/5824 (review N17): so does a list controller's list moved frame by frame, "
        + "which the late keyboard's solve stops where its frames put it",
      setup: {
        var setup = ScenarioSetup(
          device: .iPhoneSE3, orientation: .landscape, container: .collectionViewController,
          form: .mixedList(sections: 2, rowsPerSection: 10))
        setup.keyboardSwitchArrivesLate = true
        return setup
      }(),
      steps: [.previous, .focus("s0-r6"), .focus("s1-r2-zip")]),
    Finding(
      description: "review N5: Return in a field whose delegate handles it (an \"add item\" "
        + "field) keeps editing: navigation adds no Return target, which would end editing",
      setup: {
        var setup = ScenarioSetup(device: .iPhone15, container: .scrollView, mode: .automatic)
        setup.fieldsHandlingReturn = ["email"]
        return setup
      }(),
      steps: [.focus("email"), .pressReturn, .pressReturn]),
    Finding(
      description: "7/8420 (review N5): a reused cell's field navigation took over, configured "
        + "for a row whose delegate handles Return, gets its key and Return back",
      setup: {
        var setup = ScenarioSetup(
          device: .iPhone15, container: .tableViewController, form: .validatedTable(rows: 24))
        setup.fieldsHandlingReturn = ["row-16"]
        setup.selfSizingRows = true
        return setup
      }(),
      steps: [.rotate, .focus("row-10"), .focus("row-15"), .pressReturn, .pressReturn]),
    Finding(
      description: "a list row that declares its text view before its fields: the cell lays the "
        + "text view under them, and Next follows the screen, as the checker now does",
      setup: ScenarioSetup(
        device: .iPhone15, container: .tableView,
        form: FormDescription(
          name: "Row",
          rows: [
            FormRow(FormItem(.textField, id: "a")),
            FormRow(columns: [
              FormItem(.textView, id: "notes", lines: 2), FormItem(.textField, id: "b"),
              FormItem(.textField, id: "c"),
            ]),
            FormRow(FormItem(.textField, id: "d")),
          ])),
      steps: [.focus("a"), .next, .next, .next, .next, .previous]),
    Finding(
      description: "review N10: and SwiftUI's scroll view, whose width tells the rotation",
      setup: ScenarioSetup(
        device: .iPhoneSE3, container: .swiftUIScrollView, rotationStyle: .hideBeforeShowLate),
      steps: [.focus("notes"), .rotate]),
    Finding(
      description: "7/55017: a split keyboard, then a hardware keyboard's bar, under a list "
        + "controller: the controller's part for the undocked keyboard is not the app's inset",
      setup: {
        var setup = ScenarioSetup(
          device: .iPad10, container: .collectionViewController, keyboard: .split)
        setup.listKeepsVisibleRowsInPlace = false
        return setup
      }(),
      steps: [.previous, .keyboardMode(.hardware)]),
    Finding(
      description: "7/12611: a field in a list controller under a split keyboard, then a "
        + "hardware keyboard's bar: the controller's part is still the split keyboard's while "
        + "the bar's animation starts",
      setup: {
        var setup = ScenarioSetup(
          device: .iPad10, container: .tableViewController, keyboard: .split,
          form: .validatedTable(rows: 24),
          configuration: AvoidanceConfiguration(padding: 8, policy: .top))
        setup.selfSizingRows = true
        return setup
      }(),
      steps: [.focus("row-15"), .keyboardMode(.hardware)]),
    Finding(
      description: "7/26256: a bar pinned on the keyboard over a list controller's list: the "
        + "controller makes room for the keyboard alone, not for the bar",
      setup: {
        var setup = ScenarioSetup(
          device: .iPadPro13, container: .collectionViewController,
          form: .validatedTable(rows: 24), pinnedBar: true)
        setup.listLayout = true
        setup.listKeepsVisibleRowsInPlace = false
        return setup
      }(),
      steps: [.setAppInset(AvoidanceInsets(top: 32.8, bottom: 10.5)), .previous]),
    Finding(
      description: "7/52511: a rotation under a list controller that acts on no \"will change "
        + "frame\": its part stays the landscape keyboard's, and the list is moved no further "
        + "than that part allows",
      setup: {
        var setup = ScenarioSetup(
          device: .iPhone15ProMax, orientation: .landscape, container: .tableViewController,
          form: .validatedTable(rows: 24))
        setup.selfSizingRows = true
        return setup
      }(),
      steps: [.focus("row-20"), .rotate]),
    Finding(
      description: "7/97572: a plain view's shift for a field switch, the shorter keyboard "
        + "announced late: the view stops where the screen shows it, not at the shift's end",
      setup: {
        var setup = ScenarioSetup(
          device: .iPhone15ProMax, container: .plainView, mode: .automatic, form: .validation)
        setup.keyboardSwitchArrivesLate = true
        setup.keyboardCurveIgnoresDuration = true
        return setup
      }(),
      steps: [.focus("expiry"), .focus("cvc")]),
    Finding(
      description: "7/24125: Previous to a list controller's last field, the controller's "
        + "part added after the app's observers: the list is moved once, counting on that part",
      setup: {
        var setup = ScenarioSetup(device: .iPadPro13, container: .collectionViewController)
        setup.firstResponderScroll = .afterKeyboardDidNotifications
        setup.listLayout = true
        setup.selfSizingRows = true
        return setup
      }(),
      steps: [.previous]),
    Finding(
      description: "7/14210: the keyboard dragged down over a list controller's list, then "
        + "hidden: the controller taking its inset back puts the list back in range under the "
        + "finger, which is no scroll of the user's, and content goes back where it rested",
      setup: {
        var setup = ScenarioSetup(
          device: .iPhoneSE3, container: .tableViewController, form: .validatedTable(rows: 24))
        setup.systemAdjuster = SystemAdjusterTiming(
          order: .beforeApp, notifications: .willChangeFrame, scrollsAnimated: true)
        setup.selfSizingRows = true
        return setup
      }(),
      steps: [.previous, .dragKeyboard(0.83), .hideKeyboard]),
    Finding(
      description: "7/10516: an iPad's page sheet keeps its width through a rotation, and the "
        + "keyboard's show comes 0.6 s after its hide: the SwiftUI scroll view holds its "
        + "content up, as the screen changed size",
      setup: ScenarioSetup(
        device: .iPadPro13, orientation: .landscape, presentation: .pageSheet,
        container: .swiftUIScrollView, form: .growingTextView,
        rotationStyle: .hideBeforeShowLate),
      steps: [.focus("body"), .rotate]),
    Finding(
      description: "7/81087: a form sheet that rises for the keyboard while a collection view's "
        + "move runs frame by frame: the move goes where the risen sheet needs no scroll, with "
        + "no jump at its end",
      setup: {
        var setup = ScenarioSetup(
          device: .iPad10, orientation: .landscape, presentation: .formSheet,
          container: .collectionView, form: .mixedList(sections: 1, rowsPerSection: 5),
          pinnedBar: true,
          configuration: AvoidanceConfiguration(padding: 40, policy: .minimal),
          navigation: FieldNavigationOptions(managesReturnKey: true, showsToolbar: true))
        setup.listKeepsVisibleRowsInPlace = false
        return setup
      }(),
      steps: [.focus("s0-r2-zip")]),
    Finding(
      description: "7/77535: a window moved down past the screen's bottom, Previous in a "
        + "table view controller whose part comes after the app's observer: once the part is "
        + "there, the list's move counts on it, and the list moves once",
      setup: {
        var setup = ScenarioSetup(
          device: .iPhone13Mini, container: .tableViewController,
          form: .mixedList(sections: 2, rowsPerSection: 5))
        setup.firstResponderScroll = .afterKeyboardDidNotifications
        setup.selfSizingRows = true
        return setup
      }(),
      steps: [.moveWindow(by: 47.07732129074077), .previous]),
    Finding(
      description: "7/31038: an iPad form sheet rises clear of the keyboard while rows measured "
        + "during the list's move push the field down: the move ends showing the field, and "
        + "UIKit's scroll of the first responder after the \"did\" has nothing to jump",
      setup: {
        var setup = ScenarioSetup(
          device: .iPad10, presentation: .formSheet, container: .tableViewController,
          mode: .attached, form: .mixedList(sections: 4, rowsPerSection: 10))
        setup.firstResponderScroll = .afterKeyboardDidNotifications
        setup.selfSizingRows = true
        setup.listKeepsVisibleRowsInPlace = false
        return setup
      }(),
      steps: [.focus("s3-r9")]),
    Finding(
      description: "7/37072: the same in a long list, the system's adjuster before the app's",
      setup: {
        var setup = ScenarioSetup(
          device: .iPadPro13, presentation: .formSheet, container: .tableViewController,
          form: .table(rows: 200))
        setup.systemAdjuster = SystemAdjusterTiming(
          order: .beforeApp, notifications: .every, scrollsAnimated: false)
        setup.firstResponderScroll = .afterKeyboardDidNotifications
        setup.selfSizingRows = true
        setup.listKeepsVisibleRowsInPlace = false
        return setup
      }(),
      steps: [.focus("row-79")]),
    Finding(
      description: "7/4485: the same after a rotation, Previous wrapping to the last row",
      setup: {
        var setup = ScenarioSetup(
          device: .iPadPro13, orientation: .landscape, presentation: .formSheet,
          container: .tableViewController, mode: .attached,
          form: .mixedList(sections: 4, rowsPerSection: 10))
        setup.firstResponderScroll = .afterKeyboardDidNotifications
        setup.selfSizingRows = true
        return setup
      }(),
      steps: [.rotate, .previous]),
    Finding(
      description: "7/23787: a keyboard switched late while the list moves for a new field; the "
        + "collection view controller's cell scroll after the app's observers lands where the "
        + "move was headed: the move goes on from where the screen shows content, no jump",
      setup: {
        var setup = ScenarioSetup(
          device: .iPhone15, orientation: .landscape, container: .collectionViewController,
          form: .mixedList(sections: 2, rowsPerSection: 10),
          configuration: AvoidanceConfiguration(padding: 40, policy: .top))
        setup.keyboardSwitchArrivesLate = true
        setup.listLayout = true
        setup.selfSizingRows = true
        return setup
      }(),
      steps: [.focus("s1-r7-zip"), .focus("s1-r9")]),
    Finding(
      description: "7/385: the controller's observer after the app's on every notification: "
        + "the layout pass its cell scroll causes is no quiet pass, it takes the scroll over",
      setup: {
        var setup = ScenarioSetup(
          device: .iPhoneSE3, container: .collectionViewController,
          form: .mixedList(sections: 2, rowsPerSection: 10))
        setup.keyboardSwitchArrivesLate = true
        setup.systemAdjuster = SystemAdjusterTiming(
          order: .afterApp, notifications: .every, scrollsAnimated: false)
        setup.selfSizingRows = true
        return setup
      }(),
      steps: [.previous, .focus("s0-r2-zip")]),
    Finding(
      description: "7/9874: the same in a table view controller, the field switched by a tap",
      setup: {
        var setup = ScenarioSetup(
          device: .iPhone15ProMax, container: .tableViewController,
          form: .mixedList(sections: 2, rowsPerSection: 10),
          navigation: FieldNavigationOptions(managesReturnKey: true, showsToolbar: true))
        setup.keyboardSwitchArrivesLate = true
        return setup
      }(),
      steps: [.focus("s0-r2-city"), .focus("s1-r8")]),
    Finding(
      description: "7/72079: the same after Return, UIKit's own scroll before the observers and "
        + "a keyboard curve that ignores the duration",
      setup: {
        var setup = ScenarioSetup(
          device: .iPhone15, container: .collectionViewController,
          form: .mixedList(sections: 2, rowsPerSection: 10),
          navigation: FieldNavigationOptions(managesReturnKey: true, showsToolbar: true))
        setup.keyboardSwitchArrivesLate = true
        setup.keyboardCurveIgnoresDuration = true
        setup.firstResponderScroll = .beforeKeyboardObservers
        setup.listKeepsVisibleRowsInPlace = false
        return setup
      }(),
      steps: [.focus("s1-r7-zip"), .pressReturn]),
    Finding(
      description: "7/56268: a form sheet's collection view shrinks above the keyboard, a bar "
        + "pinned to the keyboard still over it: the controller's part stays as it added it, "
        + "and the field is not scrolled under the top bars",
      setup: {
        var setup = ScenarioSetup(
          device: .iPhone15, presentation: .formSheet, container: .collectionViewController,
          mode: .automatic, form: .mixedList(sections: 1, rowsPerSection: 10), pinnedBar: true,
          appContentInset: AvoidanceInsets(top: 12, left: 0, bottom: 44, right: 0))
        setup.listLayout = true
        return setup
      }(),
      steps: [.focus("s0-r8"), .resizeContainer(height: 437.30704035742406)]),
    Finding(
      description: "7/33499: a rotation with a hardware keyboard's bar: the controller takes its "
        + "part back and scrolls into the smaller range in an animation; the layout pass does "
        + "not take that over from out of range",
      setup: {
        var setup = ScenarioSetup(
          device: .iPhoneSE3, orientation: .landscape, container: .collectionViewController,
          keyboard: .hardware, form: .grid(items: 120))
        setup.systemAdjuster = SystemAdjusterTiming(
          order: .beforeApp, notifications: .willChangeFrame, scrollsAnimated: true)
        return setup
      }(),
      steps: [.previous, .rotate]),
    Finding(
      description: "7/8728: a third-party keyboard announces two heights in one turn, the "
        + "first without an animation: the list glides once from where the screen shows "
        + "content, never from the first height's unshown place out of the range",
      setup: {
        var setup = ScenarioSetup(
          device: .iPad10, container: .collectionViewController,
          configuration: AvoidanceConfiguration(
            padding: 0, policy: .center, restoresContentOffset: false))
        setup.form.direction = .rightToLeft
        setup.systemAdjuster = SystemAdjusterTiming(
          order: .beforeApp, notifications: .every, scrollsAnimated: true)
        setup.listLayout = true
        return setup
      }(),
      steps: [
        .focus("item-19"), .userScroll(-428.40384036165324),
        .thirdPartyKeyboard(heights: [307.86092914011516, 213.46577479616207]),
      ]),
    Finding(
      description: "7/507: a third-party keyboard announces its heights while the finger that "
        + "drags the keyboard is still on the content: content stays where the finger has it, "
        + "and in range",
      setup: ScenarioSetup(
        device: .iPhone15ProMax, orientation: .landscape, container: .tableView,
        mode: .automatic, form: .validatedTable(rows: 3)),
      steps: [
        .previous, .dragKeyboard(0.31588273753400264),
        .thirdPartyKeyboard(
          heights: [85.01185211657622, 190.63233950005696, 182.36384626370094]),
      ]),
    Finding(
      description: "7/26098: the keyboard's news held under the finger shows the field once "
        + "the finger lets go and the keyboard springs back",
      setup: {
        var setup = ScenarioSetup(
          device: .iPhone15ProMax, orientation: .landscape, container: .collectionViewController,
          form: .mixedList(sections: 4, rowsPerSection: 5), pinnedBar: true,
          configuration: AvoidanceConfiguration(padding: 40, policy: .top),
          appContentInset: AvoidanceInsets(top: 12, left: 0, bottom: 44, right: 0))
        setup.selfSizingRows = true
        setup.listKeepsVisibleRowsInPlace = false
        return setup
      }(),
      steps: [
        .focus("s2-r2-city"), .dragKeyboard(0.043667283166839765),
        .thirdPartyKeyboard(heights: [194.9427770524165, 155.74643614687676]),
        .releaseKeyboard(dismiss: false),
      ]),
    Finding(
      description: "7/28682: a third-party keyboard's heights under the finger, then the hide: "
        + "never out of range on the way",
      setup: {
        var setup = ScenarioSetup(
          device: .iPhone15ProMax, container: .collectionView, mode: .automatic,
          form: .validatedTable(rows: 24))
        setup.firstResponderScroll = .afterKeyboardDidNotifications
        setup.selfSizingRows = true
        setup.listKeepsVisibleRowsInPlace = false
        return setup
      }(),
      steps: [
        .previous, .dragKeyboard(0.6573863083598063),
        .thirdPartyKeyboard(
          heights: [219.48761100904824, 10.866316585526908, 188.82182807822204]),
        .hideKeyboard,
      ]),
    Finding(
      description: "7/9560: the app's inset written over a list controller's part, then a split "
        + "keyboard: the rows the negative inset left hide are passed over by Previous",
      setup: {
        var setup = ScenarioSetup(
          device: .iPadPro13, container: .tableViewController,
          form: .table(rows: 40, disabled: Set((0..<40).filter { $0 % 3 == 0 })))
        setup.selfSizingRows = true
        setup.listKeepsVisibleRowsInPlace = false
        return setup
      }(),
      steps: [
        .previous,
        .setAppInset(
          AvoidanceInsets(top: 9.438168549965136, left: 0, bottom: 22.732909698704916, right: 0)),
        .keyboardMode(.split), .previous,
      ]),
    Finding(
      description: "7/82384: an app's negative inset hides the last row of a form sheet's list: "
        + "Next from the row before it stays",
      setup: {
        var setup = ScenarioSetup(
          device: .iPadPro13, presentation: .formSheet, container: .tableViewController,
          keyboard: .hardware, form: .validatedTable(rows: 24))
        setup.form.direction = .rightToLeft
        setup.selfSizingRows = true
        setup.listKeepsVisibleRowsInPlace = false
        return setup
      }(),
      steps: [
        .setAppInset(
          AvoidanceInsets(
            top: -11.004893573637807, left: 0, bottom: -64.28784206470951, right: 0)),
        .focus("row-22"), .next,
      ]),
    Finding(
      description: "7/14733: a keyboard's news held under the finger that drags the keyboard, "
        + "which moved no content: the let-go is looked for all the same, and the inset "
        + "follows the keyboard that springs back",
      setup: ScenarioSetup(
        device: .iPhone15ProMax, orientation: .landscape, container: .tableView,
        form: .validatedTable(rows: 3)),
      steps: [
        .focus("row-2"), .dragKeyboard(0.5407395279192655),
        .thirdPartyKeyboard(heights: [163.3952011533948]), .releaseKeyboard(dismiss: false),
      ]),
    Finding(
      description: "7/53520: a field in the focused row's cell, which the list keeps wherever "
        + "the row is: Previous reaches it, though no offset in range brings that row in",
      setup: {
        var setup = ScenarioSetup(
          device: .iPadPro13, presentation: .formSheet, container: .collectionViewController,
          form: .mixedList(sections: 2, rowsPerSection: 10), rotationStyle: .hideAndShow)
        setup.selfSizingRows = true
        setup.listKeepsVisibleRowsInPlace = false
        return setup
      }(),
      steps: [
        .focus("s1-r8"), .rotate,
        .setAppInset(
          AvoidanceInsets(
            top: -19.156531501458115, left: 0, bottom: -71.98728789455802, right: 0)),
        .previous, .keyboardMode(.floating), .previous,
      ]),
    Finding(
      description: "2/6025: a SwiftUI scroll view's own scroll of the focused field and the "
        + "keeper's `scrollTo` in the same turn show one movement, the least from where the "
        + "screen showed content",
      setup: {
        var setup = ScenarioSetup(
          device: .iPhoneSE3, presentation: .pageSheet, container: .swiftUIScrollView,
          pinnedBar: true)
        setup.form.direction = .rightToLeft
        return setup
      }(),
      steps: [
        .userScroll(-421.03690901085986), .rotate, .moveWindow(by: 58.31555906331667),
        .releaseKeyboard(dismiss: true), .keyboardMode(.floating), .focus("zip"),
      ]),
    Finding(
      description: "7/91505: an iPad form sheet rises clear of the keyboard during a table "
        + "view's move, a layout pass finds the layout unchanged, then rows measured push the "
        + "field down: the move goes on to show it, and UIKit's scroll after the \"did\" has "
        + "nothing left to jump",
      setup: {
        var setup = ScenarioSetup(
          device: .iPadPro13, presentation: .formSheet, container: .tableView,
          form: .table(rows: 40, disabled: Set((0..<40).filter { $0 % 3 == 0 })))
        setup.firstResponderScroll = .afterKeyboardDidNotifications
        setup.selfSizingRows = true
        setup.listKeepsVisibleRowsInPlace = false
        return setup
      }(),
      steps: [.previous]),
  ]
}
