import KeyboardAvoidanceCore
import Testing

@testable import KeyboardAvoidanceTesting

/// Scripts `keyboard-sim --fuzz` found failing (named seed/index), shrunk, each named by what a
/// user would have seen go wrong.
@Suite("Fuzz findings")
struct FuzzFindingsTests {
  struct Finding: Sendable, CustomStringConvertible {
    let description: String
    let setup: ScenarioSetup
    let steps: [ScenarioStep]
  }

  static let findings: [Finding] = [
    Finding(
      description: "7/50207: Previous reaches a row without a cell while the avoider would "
        + "scroll back to the field still focused",
      setup: {
        var setup = ScenarioSetup(
          device: .iPhone13Mini, orientation: .landscape, presentation: .fullScreen,
          container: .tableView,
          form: .table(rows: 40, disabled: Set((0..<40).filter { $0 % 3 == 0 })),
          pinnedBar: true)
        setup.selfSizingRows = true
        setup.listKeepsVisibleRowsInPlace = false
        return setup
      }(),
      steps: [
        .setAppInset(AvoidanceInsets(top: 31.31, left: 0, bottom: 76.07, right: 0)), .next,
        .focus("row-28"), .previous,
      ]),
    Finding(
      description: "7/23282: rotations in the background solve nothing with a stale keyboard",
      setup: ScenarioSetup(
        device: .iPad10, container: .tableView,
        form: .table(rows: 40, disabled: Set((0..<40).filter { $0 % 3 == 0 }))),
      steps: [
        .keyboardMode(.hardware), .resizeContainer(height: 856.49), .focus("row-8"),
        .enterBackground, .keyboardMode(.floating), .rotate,
        .setAppInsetOnEveryLayout(AvoidanceInsets(bottom: 364.83)), .rotate, .enterForeground,
      ]),
    Finding(
      description: "7/38971: a container resized in the background is solved once back",
      setup: ScenarioSetup(
        device: .iPad10, container: .collectionView, form: .grid(items: 120), pinnedBar: true),
      steps: [
        .focus("item-85"), .resizeContainer(height: 543.25), .enterBackground,
        .keyboardMode(.floating), .resizeContainer(height: 809.39), .enterForeground,
      ]),
    Finding(
      description: "7/52693: a label that makes the form scroll adds the top safe area; the field "
        + "stays clear of it",
      setup: ScenarioSetup(
        device: .iPhoneSE3, presentation: .fullScreen, container: .scrollView,
        configuration: AvoidanceConfiguration(padding: 8, policy: .top, followsCaret: false)),
      steps: [
        .setAppInset(AvoidanceInsets(top: 32.3, bottom: 209.16)), .focus("name"),
        .showValidation("emailError"),
      ]),
    Finding(
      description: "7/32369: an offset the user and the app left out of range is not the engine's",
      setup: ScenarioSetup(
        device: .iPadPro13, container: .tableView, form: .table(rows: 3), pinnedBar: true),
      steps: [
        .focus("row-1"), .resizeContainer(height: 239.86), .userScroll(485.44),
        .resizeContainer(height: 493.21), .hideKeyboard,
      ]),
    Finding(
      description: "7/19937: a container that shrank clear of the keyboard has nothing to restore",
      setup: ScenarioSetup(
        device: .iPad10, orientation: .landscape, container: .collectionView, pinnedBar: true,
        configuration: AvoidanceConfiguration(policy: .center), insetBehavior: .never),
      steps: [
        .focus("item-5"), .focus("item-21"), .resizeContainer(height: 403.55),
        .keyboardMode(.hardware), .setAppInsetOnEveryLayout(AvoidanceInsets(bottom: 66.49)),
        .hideKeyboard,
      ]),
    Finding(
      description:
        "7/39094: another app's keyboard and unfollowed typing ask nothing of the engine",
      setup: ScenarioSetup(
        device: .iPhoneSE3, container: .scrollView, form: .growingTextView,
        configuration: AvoidanceConfiguration(followsCaret: false)),
      steps: [
        .focus("fixed"), .changeAppInset(by: AvoidanceInsets(bottom: 2.42)), .typeLines(4),
        .otherAppKeyboard(false),
      ]),
    Finding(
      description: "7/62583: a sheet that rose clear of the keyboard leaves nothing to restore",
      setup: ScenarioSetup(
        device: .iPad10, presentation: .formSheet, container: .scrollView, form: .validation,
        insetBehavior: .never),
      steps: [
        .setAppInset(AvoidanceInsets(top: 24.36, bottom: 168.79)), .focus("expiry"),
        .setAppInsetOnEveryLayout(AvoidanceInsets(bottom: 154.25)), .hideKeyboard,
      ]),
    Finding(
      description: "7/58100: insets the app changed in the background count as a scroll by others",
      setup: ScenarioSetup(
        device: .iPhone15ProMax, orientation: .landscape, container: .scrollView,
        form: .bottomFields),
      steps: [
        .previous, .enterBackground, .setAppInset(AvoidanceInsets(top: 26.63, bottom: 291.83)),
        .setAppInsetOnEveryLayout(AvoidanceInsets(bottom: 348.28)), .enterForeground,
        .hideKeyboard,
      ]),
    Finding(
      description: "7/90550: a window that moved under the keyboard is news only at the next event",
      setup: ScenarioSetup(
        device: .iPhone13Mini, container: .collectionView, form: .grid(items: 120),
        navigation: FieldNavigationOptions(managesReturnKey: false, showsToolbar: true)),
      steps: [
        .focus("item-106"), .resizeContainer(height: 351.51), .moveWindow(by: 115.51), .next,
        .hideKeyboard,
      ]),
    Finding(
      description: "7/95486: Return in a text view types a line break the engine need not follow",
      setup: ScenarioSetup(
        device: .iPhone13Mini, orientation: .landscape, container: .plainView, mode: .automatic,
        form: .growingTextView,
        configuration: AvoidanceConfiguration(padding: 8, followsCaret: false)),
      steps: [.rotate, .focus("body"), .typeLines(5), .pressReturn]),
    Finding(
      description: "1/7717: automatic mode's first solve, before the toolbar's frame, is redone "
        + "from where content was",
      setup: ScenarioSetup(
        device: .iPhone13Mini, presentation: .tabBar, container: .scrollView, mode: .automatic,
        keyboard: .hardware, pinnedBar: true, appContentInset: AvoidanceInsets(top: 12, bottom: 44),
        navigation: FieldNavigationOptions(managesReturnKey: true, showsToolbar: true)),
      steps: [.previous]),
    Finding(
      description: "1/1875: navigation that scrolls after the engine wrote counts as a scroll by "
        + "others",
      setup: ScenarioSetup(
        device: .iPad10, presentation: .formSheet, container: .collectionView,
        form: .grid(items: 120)),
      steps: [.focus("item-90"), .moveWindow(by: 62.53), .focus("item-2"), .hideKeyboard]),
    Finding(
      description: "3/1420: a keyboard dragged back to its resting place is at rest",
      setup: ScenarioSetup(
        device: .iPadPro13, orientation: .landscape, presentation: .stageManager,
        container: .scrollView),
      steps: [
        .focus("phone"), .dragKeyboard(0.32),
        .setAppInsetOnEveryLayout(AvoidanceInsets(bottom: 396.85)),
        .dragKeyboard(0.00028),
      ]),
    Finding(
      description: "3/2807: a resize after a window move tells the engine both",
      setup: ScenarioSetup(
        device: .iPad10, orientation: .landscape, container: .tableView,
        configuration: AvoidanceConfiguration(policy: .top)),
      steps: [
        .rotate, .next, .focus("row-25"), .moveWindow(by: 0.76), .resizeContainer(height: 604.17),
        .rotate, .next, .hideKeyboard,
      ]),
    Finding(
      description: "2/3771: a third-party keyboard leaving and covering again in one burst "
        + "keeps the user's scroll in mind",
      setup: ScenarioSetup(
        device: .iPhone15ProMax, orientation: .landscape, container: .collectionView,
        form: .grid(items: 120), pinnedBar: true),
      steps: [
        .focus("item-85"), .rotate, .keyboardMode(.docked), .resizeContainer(height: 664.12),
        .userScroll(-585.66), .thirdPartyKeyboard(heights: [99.62, 178.51, 245.98]),
        .hideKeyboard,
      ]),
    Finding(
      description: "2/55704: a third-party keyboard's burst resumes where content rested",
      setup: ScenarioSetup(
        device: .iPad10, orientation: .landscape, presentation: .formSheet,
        container: .collectionView, form: .grid(items: 120),
        configuration: AvoidanceConfiguration(padding: 40, policy: .top)),
      steps: [
        .focus("item-98"), .focus("item-61"),
        .thirdPartyKeyboard(heights: [333.36, 84.62, 354.21]), .next, .hideKeyboard,
      ]),
    Finding(
      description: "7/54642: a quick hide, then a show at once, starts afresh",
      setup: ScenarioSetup(
        device: .iPhone15, container: .tableView,
        form: .table(rows: 40, disabled: Set((0..<40).filter { $0 % 3 == 0 }))),
      steps: [
        .keyboardDuration(0.46), .wait(1.01), .previous, .focus("row-29"),
        .keyboardDuration(0.049), .hideKeyboard, .next, .hideKeyboard,
      ]),
    Finding(
      description: "2/3771 again: a burst whose last frames leave the container uncovered until "
        + "its did-notifications still resumes",
      setup: ScenarioSetup(
        device: .iPhone15ProMax, orientation: .landscape, container: .collectionView,
        mode: .automatic, form: .grid(items: 120), pinnedBar: true),
      steps: [
        .rotate, .setAppInset(AvoidanceInsets(top: 1.63, bottom: 258.8)), .previous,
        .keyboardMode(.docked), .resizeContainer(height: 664.12), .userScroll(-585.66),
        .thirdPartyKeyboard(heights: [99.62, 178.51, 245.98]), .hideKeyboard,
      ]),
    Finding(
      description: "7/39572: a text view's caret that lands late costs no extra scroll",
      setup: {
        var setup = ScenarioSetup(
          device: .iPadPro13, orientation: .landscape, container: .scrollView,
          form: .growingTextView)
        setup.textViewCaretLandsLate = true
        return setup
      }(),
      steps: [.focus("body"), .userScroll(334.15), .userScroll(207.76), .next]),
    Finding(
      description: "7/31371: a row code scrolled in, which the engine did not take over, is on "
        + "screen by the keyboard's did: solved from there, not from before the scroll",
      setup: ScenarioSetup(
        device: .iPad10, orientation: .landscape, container: .tableView,
        form: .validatedTable(rows: 24), pinnedBar: true,
        navigation: FieldNavigationOptions(managesReturnKey: true, showsToolbar: true)),
      steps: [.resizeContainer(height: 313.4), .focus("row-11")]),
    Finding(
      description: "7/22471: the same with a hardware keyboard in a page sheet",
      setup: ScenarioSetup(
        device: .iPhone13Mini, presentation: .pageSheet, container: .tableView,
        keyboard: .hardware,
        form: .table(rows: 40, disabled: Set((0..<40).filter { $0 % 3 == 0 })),
        pinnedBar: true,
        navigation: FieldNavigationOptions(managesReturnKey: true, showsToolbar: true)),
      steps: [.resizeContainer(height: 616.9), .focus("row-10")]),
    Finding(
      description: "1/466: the engine's write in the turn a list controller scrolled the cell "
        + "replaces that scroll before the screen showed it: no movement, not a scroll back",
      setup: {
        var setup = ScenarioSetup(
          device: .iPhoneSE3, orientation: .landscape, container: .collectionViewController,
          form: .validatedTable(rows: 3))
        setup.selfSizingRows = true
        return setup
      }(),
      steps: [.changeAppInset(by: AvoidanceInsets(bottom: 44.48)), .focus("row-1")]),
    Finding(
      description: "2/37: a list controller's inset the app raised while nothing was focused "
        + "keeps the field out from under what it covers",
      setup: {
        var setup = ScenarioSetup(
          device: .iPhone15ProMax, orientation: .landscape, container: .tableViewController,
          form: .table(rows: 40, disabled: Set((0..<40).filter { $0 % 3 == 0 })))
        setup.selfSizingRows = true
        return setup
      }(),
      steps: [
        .setAppInset(AvoidanceInsets(top: 33.48, bottom: 260.19)), .focus("row-17"),
      ]),
    Finding(
      description: "2/164: a tap in SwiftUI's focused long text view waits for its caret",
      setup: {
        var setup = ScenarioSetup(
          device: .iPad10, container: .swiftUIScrollView, form: .growingTextView)
        setup.textViewCaretLandsLate = true
        return setup
      }(),
      steps: [.rotate, .focus("fixed"), .userScroll(-379.75), .focus("fixed")]),
    Finding(
      description: "7/1938: a text editor focused after the user scrolled away from the focused "
        + "field moves nothing for the old field (its begin-editing comes before the report)",
      setup: ScenarioSetup(device: .iPad10, orientation: .landscape, container: .swiftUIScrollView),
      steps: [.focus("phone"), .userScroll(400.61), .focus("notes")]),
    Finding(
      description: "2/453: content goes back where the user left it once SwiftUI's safe area "
        + "followed the hide (a scrollTo anchored by the keyboard's insets landed 36 pt off)",
      setup: {
        var setup = ScenarioSetup(
          device: .iPhoneSE3, orientation: .landscape, container: .swiftUIScrollView)
        setup.swiftUI = SwiftUIBehavior(
          keyboardSafeArea: .insetsContent, anchorReading: .insideInsets, scrollToClamps: true)
        return setup
      }(),
      steps: [.userScroll(528.25), .focus("email"), .hideKeyboard]),
    Finding(
      description: "7/37163: editing ended in the background posts no hide; back in front, "
        + "the SwiftUI scroll view puts content back (the shared observer still said shown)",
      setup: ScenarioSetup(device: .iPad10, orientation: .landscape, container: .swiftUIScrollView),
      steps: [.focus("company"), .enterBackground, .hideKeyboard, .enterForeground]),
    Finding(
      description: "7/20655: a rotation hides the keyboard before it and shows it after, the "
        + "field still edited: SwiftUI's scroll view puts nothing back in between, and content "
        + "stays where the user scrolled when the keyboard leaves for good, as in UIKit",
      setup: ScenarioSetup(
        device: .iPhone15, container: .swiftUIScrollView, form: .validation,
        rotationStyle: .hideBeforeShowAfter),
      steps: [.rotate, .focus("card"), .userScroll(-317.55), .rotate, .rotate, .hideKeyboard]),
    Finding(
      description: "7/14635: a third-party keyboard at 91 pt for a moment, then 196: SwiftUI "
        + "clamped content to the short keyboard's range; the scroll view goes back where it "
        + "showed the field rather than scrolling 64 pt from the clamped place",
      setup: ScenarioSetup(device: .iPhoneSE3, container: .swiftUIScrollView),
      steps: [.focus("notes"), .thirdPartyKeyboard(heights: [91.28, 196.35])]),
    Finding(
      description: "7/7748: the same after the user scrolled far down: content goes back as "
        + "near the user's place as the taller keyboard's range allows (195 pt where 129 did)",
      setup: ScenarioSetup(device: .iPhone15, container: .swiftUIScrollView),
      steps: [.focus("zip"), .userScroll(425.11), .thirdPartyKeyboard(heights: [95.91, 162.08])]),
    Finding(
      description: "7/27875: Next into a long text view whose selection lands a turn late: "
        + "SwiftUI's scroll view waits for the caret instead of showing the field's top for "
        + "the first line's stale caret (48 pt where none were needed)",
      setup: {
        var setup = ScenarioSetup(
          device: .iPhone15, container: .swiftUIScrollView, form: .growingTextView)
        setup.textViewCaretLandsLate = true
        return setup
      }(),
      steps: [.focus("body"), .next, .focus("fixed"), .previous, .next]),
    Finding(
      description: "7/76949: a window pushed down leaves 5 pt above the keyboard: SwiftUI's "
        + "scroll view shows the text field's caret there, as UIKit containers do, not its top",
      setup: ScenarioSetup(
        device: .iPhone13Mini, orientation: .landscape, container: .swiftUIScrollView,
        form: .validation),
      steps: [.moveWindow(by: 117.24), .focus("expiry")]),
    Finding(
      description: "7/29368: a keyboard dragged below a Stage Manager window, then dismissed: "
        + "SwiftUI's scroll view puts content back where it rested (the drag read as a hide)",
      setup: ScenarioSetup(
        device: .iPad10, orientation: .landscape, presentation: .stageManager,
        container: .swiftUIScrollView, form: .validation),
      steps: [.focus("cvc"), .dragKeyboard(0.375), .wait(0.78), .next, .hideKeyboard]),
    Finding(
      description: "7/18132: a rotation's hide is held even when the library had moved nothing: "
        + "the user's scroll before it still counts when the keyboard leaves",
      setup: ScenarioSetup(
        device: .iPhone13Mini, container: .swiftUIScrollView, form: .growingTextView,
        rotationStyle: .hideBeforeShowAfter),
      steps: [.focus("subject"), .userScroll(386.16), .rotate, .focus("body"), .hideKeyboard]),
    Finding(
      description: "7/81176: where the keyboard shrinks SwiftUI's scroll view, a keyboard short "
        + "for a moment clamps content too: it goes back rather than staying 3 pt off",
      setup: {
        var setup = ScenarioSetup(device: .iPhone13Mini, container: .swiftUIScrollView)
        setup.swiftUI = SwiftUIBehavior(
          keyboardSafeArea: .shrinksFrame, anchorReading: .insideInsets, scrollToClamps: false)
        return setup
      }(),
      steps: [.focus("company"), .thirdPartyKeyboard(heights: [54.8, 180.68])]),
    Finding(
      description: "7/3759: in the background SwiftUI's scroll view decides nothing (the app "
        + "switcher's layouts read as a hide); back in front, the user's place is kept in range",
      setup: ScenarioSetup(device: .iPhone15ProMax, container: .swiftUIScrollView),
      steps: [
        .focus("notes"), .userScroll(549.57), .enterBackground, .hideKeyboard, .rotate, .rotate,
        .enterForeground,
      ]),
    Finding(
      description: "7/84090: a keyboard below a sheet, the field still edited, is held like a "
        + "rotation's hide; a scroll of the user's meanwhile counts, and nothing moves under "
        + "the finger when the hold ends",
      setup: ScenarioSetup(
        device: .iPadPro13, orientation: .landscape, presentation: .formSheet,
        container: .swiftUIScrollView, form: .growingTextView),
      steps: [
        .rotate, .rotate, .focus("to"), .thirdPartyKeyboard(heights: [298.01]),
        .userScroll(367.89),
      ]),
    Finding(
      description: "7/92903: after a move for the app's resize of the scroll view, the next "
        + "keyboard is measured from where that move left content (37 pt back where none were due)",
      setup: ScenarioSetup(
        device: .iPad10, orientation: .landscape, presentation: .fullScreen,
        container: .swiftUIScrollView),
      steps: [
        .focus("street"), .resizeContainer(height: 354.99),
        .thirdPartyKeyboard(heights: [26.85, 330.67]),
      ]),
    Finding(
      description: "7/92458: a window moved over a hardware keyboard's bar reaches SwiftUI's "
        + "scroll view at once; content rests where it was before that move",
      setup: ScenarioSetup(
        device: .iPad10, orientation: .landscape, presentation: .formSheet,
        container: .swiftUIScrollView, form: .growingTextView),
      steps: [
        .keyboardMode(.hardware), .focus("body"), .moveWindow(by: 86.28), .previous,
        .hideKeyboard,
      ]),
    Finding(
      description: "2/17696: a hardware keyboard's bar below a sheet is no hide to hold: "
        + "content goes back at once, not half a second later under the user's finger",
      setup: {
        var setup = ScenarioSetup(
          device: .iPad10, presentation: .formSheet, container: .swiftUIScrollView)
        setup.configuration = AvoidanceConfiguration(padding: 16, policy: .center)
        return setup
      }(),
      steps: [.rotate, .focus("phone"), .keyboardMode(.hardware), .userScroll(92.24)]),
    Finding(
      description: "2/27458: typing lines into a text view the user scrolled away: one move "
        + "once the report has the grown text view, not one for its old frame and another after",
      setup: ScenarioSetup(
        device: .iPhone15, orientation: .landscape, container: .swiftUIScrollView),
      steps: [.focus("notes"), .userScroll(537.71), .typeLines(5)]),
    Finding(
      description: "2/42331: a third-party keyboard shorter than the tab bar for a moment: the "
        + "clamp to the tab bar's range is undone as well (7 pt more than needed)",
      setup: {
        var setup = ScenarioSetup(
          device: .iPhone15, orientation: .landscape, presentation: .tabBar,
          container: .swiftUIScrollView)
        setup.configuration = AvoidanceConfiguration(padding: 0)
        return setup
      }(),
      steps: [
        .focus("street"), .userScroll(463.08), .thirdPartyKeyboard(heights: [52.6, 202.55]),
      ]),
    Finding(
      description: "7/71735: a move measured from where content was before a rotation lands in "
        + "range, where SwiftUI's scrollTo may not clamp",
      setup: {
        var setup = ScenarioSetup(
          device: .iPhone15ProMax, orientation: .landscape, container: .swiftUIScrollView,
          keyboard: .hardware, form: .validation)
        setup.swiftUI = SwiftUIBehavior(
          keyboardSafeArea: .insetsContent, anchorReading: .frame, scrollToClamps: false)
        return setup
      }(),
      steps: [
        .wait(0.6), .typeLines(2), .focus("card"), .otherAppKeyboard(false), .predictive(false),
        .wait(0.11), .keyboardMode(.docked), .predictive(true), .rotate,
      ]),
    Finding(
      description: "2/18759: a focused field tapped again in a 12-pt region, where UIKit scrolls "
        + "it into view itself, animated: its scroll is undone, no finger being on the content",
      setup: {
        var setup = ScenarioSetup(
          device: .iPhone15, orientation: .landscape, presentation: .formSheet,
          container: .swiftUIScrollView, form: .validation)
        setup.scrollsRetappedFieldIntoView = true
        return setup
      }(),
      steps: [.moveWindow(by: 106.06), .focus("expiry"), .focus("expiry")]),
    Finding(
      description: "2/56418: the same, on an iPhone SE's bottom fields",
      setup: {
        var setup = ScenarioSetup(
          device: .iPhoneSE3, orientation: .landscape, container: .swiftUIScrollView,
          form: .bottomFields)
        setup.scrollsRetappedFieldIntoView = true
        return setup
      }(),
      steps: [.moveWindow(by: 106.71), .focus("secret"), .focus("secret")]),
    Finding(
      description: "2/60521: the same, in a page sheet after a rotation",
      setup: {
        var setup = ScenarioSetup(
          device: .iPhone13Mini, presentation: .pageSheet, container: .swiftUIScrollView,
          form: .validation)
        setup.scrollsRetappedFieldIntoView = true
        return setup
      }(),
      steps: [.rotate, .moveWindow(by: 116.65), .focus("cvc"), .tapFocusedField]),
    Finding(
      description: "7/3208: a drag that cannot move content (a short form in an iPad's form "
        + "sheet) is no scroll of the user's: content goes back on hide",
      setup: {
        var setup = ScenarioSetup(
          device: .iPadPro13, presentation: .formSheet, container: .swiftUIScrollView,
          configuration: AvoidanceConfiguration(padding: 40, policy: .top))
        setup.textViewCaretLandsLate = true
        setup.swiftUI = SwiftUIBehavior(
          keyboardSafeArea: .insetsContent, anchorReading: .insideInsets, scrollToClamps: false)
        return setup
      }(),
      steps: [.rotate, .focus("company"), .focus("notes"), .userScroll(398.77), .hideKeyboard]),
    Finding(
      description: "7/27491: an interactive dismissal's drag is the keyboard's, not a scroll of "
        + "the user's: content goes back once the keyboard left",
      setup: ScenarioSetup(
        device: .iPhoneSE3, container: .swiftUIScrollView, form: .growingTextView),
      steps: [
        .focus("to"), .dragKeyboard(0.92), .enterBackground, .enterForeground,
        .releaseKeyboard(dismiss: true),
      ]),
    Finding(
      description: "7/39656: the keyboard turning floating, then another, in the middle of its "
        + "interactive dismissal: the drag is still the keyboard's, and content goes back",
      setup: ScenarioSetup(
        device: .iPhone13Mini, orientation: .landscape, container: .swiftUIScrollView),
      steps: [
        .next, .typeLines(2), .focus("company"), .dragKeyboard(0.85), .keyboardMode(.floating),
        .moveWindow(by: 14.27), .thirdPartyKeyboard(heights: [234.68]),
        .releaseKeyboard(dismiss: true),
      ]),
    Finding(
      description: "7/79420: a third-party keyboard announcing itself during a drag of the "
        + "keyboard, which springs back: the field is shown again",
      setup: ScenarioSetup(
        device: .iPhone13Mini, orientation: .landscape, container: .swiftUIScrollView,
        configuration: AvoidanceConfiguration(padding: 40, restoresContentOffset: false)),
      steps: [
        .focus("phone"), .userScroll(83.14), .dragKeyboard(0.29),
        .thirdPartyKeyboard(heights: [49.16, 83.26, 150.35]), .releaseKeyboard(dismiss: false),
      ]),
    Finding(
      description: "2/42331 again, where the scroll view ends at the keyboard: the clamp to the "
        + "range it has without the keyboard (ending at the tab bar) is undone",
      setup: {
        var setup = ScenarioSetup(
          device: .iPhone15, orientation: .landscape, presentation: .tabBar,
          container: .swiftUIScrollView)
        setup.swiftUI = SwiftUIBehavior(
          keyboardSafeArea: .shrinksFrame, anchorReading: .insideInsets, scrollToClamps: false)
        return setup
      }(),
      steps: [
        .focus("street"), .userScroll(463.08), .next,
        .thirdPartyKeyboard(heights: [52.6, 202.55]),
      ]),
    Finding(
      description: "1/1196: a scroll view grown past the stack's slot above its button reaches "
        + "under the keyboard itself (its background's probe measures its own frame)",
      setup: ScenarioSetup(device: .iPhoneSE3, container: .swiftUIScrollView, pinnedBar: true),
      steps: [
        .focus("confirm"), .userScroll(455.85), .resizeContainer(height: 819.36), .previous,
      ]),
    Finding(
      description: "1/1196 rotated: over a button riding the keyboard, the scroll view stays "
        + "held through a rotation (no resting size of the new width is known)",
      setup: ScenarioSetup(device: .iPhoneSE3, container: .swiftUIScrollView, pinnedBar: true),
      steps: [.focus("phone"), .rotate]),
    Finding(
      description: "2/294: the same from landscape",
      setup: ScenarioSetup(
        device: .iPhone13Mini, orientation: .landscape, container: .swiftUIScrollView,
        pinnedBar: true),
      steps: [.focus("name"), .rotate]),
    Finding(
      description: "7/16150: the hide a rotation posts before it scrolls no field in SwiftUI "
        + "(nothing does after a hide): content goes back where the user left it, not where "
        + "that scroll put it",
      setup: ScenarioSetup(
        device: .iPad10, presentation: .formSheet, container: .swiftUIScrollView,
        rotationStyle: .hideBeforeShowAfter),
      steps: [.focus("name"), .userScroll(366.8), .rotate, .hideKeyboard]),
    Finding(
      description: "7/34231: a window that moves down leaves the button under a SwiftUI scroll "
        + "view partly under the keyboard until SwiftUI lays the stack out again; the keyboard "
        + "still covers the stack, and content rests where it did before the keyboard came",
      setup: ScenarioSetup(
        device: .iPadPro13, container: .swiftUIScrollView, form: .growingTextView,
        pinnedBar: true),
      steps: [
        .rotate, .focus("to"), .moveWindow(by: 8.9), .keyboardMode(.hardware),
        .focus("subject"), .hideKeyboard,
      ]),
    Finding(
      description: "7/53309: a drag in a SwiftUI scroll view that comes with a field's frame "
        + "reported anew after a rotation is the user's scroll: content stays where the user "
        + "left it on hide",
      setup: ScenarioSetup(
        device: .iPhone13Mini, orientation: .landscape, presentation: .tabBar,
        container: .swiftUIScrollView, pinnedBar: true, rotationStyle: .hideBeforeShowAfter,
        configuration: AvoidanceConfiguration(padding: 8, policy: .top, followsCaret: false)),
      steps: [.keyboardMode(.hardware), .focus("name"), .rotate, .userScroll(394), .hideKeyboard]),
  ]

  @Test(
    "Each shrunk script passes every invariant",
    arguments: findings + reliabilityFindings + restorationFindings + assistFindings
      + contentSizeFindings + listMotionFindings + fingerFindings + userScrollFindings
      + topFollowFindings)
  func findingPasses(_ finding: Finding) {
    let result = ScenarioRunner().run(
      Scenario(name: finding.description, setup: finding.setup, steps: finding.steps))
    #expect(result.failures.isEmpty, "\(result.failures.joined(separator: "\n"))")
  }
}
