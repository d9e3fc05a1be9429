import Foundation
import Testing

@testable import KeyboardAvoidanceTesting

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// A form in a scroll view filling an iPhone 15 window in portrait.
private func makeForm(_ form: FormDescription) -> (World, WorldScrollView, FormStackView) {
  let world = World(device: .iPhone15, orientation: .portrait)
  let window = world.makeWindow(frame: world.screen, safeArea: world.screenSafeArea)
  let root = WorldView(name: "root", frame: window.bounds)
  window.setRoot(WorldViewController(name: "form", view: root))
  let scrollView = WorldScrollView(name: "scroll", frame: root.bounds)
  root.addSubview(scrollView)
  let stack = FormStackView(name: "form", form: form)
  scrollView.addSubview(stack)
  world.layoutPass()
  return (world, scrollView, stack)
}

/// A subject field, a growing notes view (1 line, up to 4), and a field below it.
private let growingForm = FormDescription(
  name: "Growing",
  rows: [
    FormRow(FormItem(.textField, id: "subject")),
    FormRow(FormItem(.textView, id: "notes", lines: 1, maxLines: 4)),
    FormRow(FormItem(.textField, id: "below")),
  ])

/// A field with a validation label under it, a field below, and a row of two columns whose
/// second column starts hidden.
private let validatedForm = FormDescription(
  name: "Validated",
  rows: [
    FormRow(FormItem(.textField, id: "email", keyboard: .email)),
    FormRow(FormItem(.validationLabel, id: "emailError", validates: "email")),
    FormRow(FormItem(.textField, id: "password")),
    FormRow(columns: [
      FormItem(.textField, id: "city"),
      FormItem(.textField, id: "zip", keyboard: .numberPad, isHidden: true),
    ]),
  ])

@Suite("Text inputs")
struct TextInputTests {
  @Test("A text view's caret moves down one line for every line typed")
  func caretFollowsLines() {
    let textView = WorldTextView(name: "notes", frame: CGRect(x: 0, y: 0, width: 300, height: 400))
    let first = textView.caretRect
    let top: CGFloat = FormItem.textViewPadding / 2
    #expect(first.minY == top)
    #expect(first.height == FormItem.lineHeight)
    for typed in 1...5 {
      textView.appendLines(1)
      let expected: CGFloat = top + CGFloat(typed) * FormItem.lineHeight
      #expect(textView.caretRect.minY == expected)
      #expect(textView.lineCount == typed + 1)
    }
    textView.appendLines(3)
    let afterThree: CGFloat = top + 8 * FormItem.lineHeight
    #expect(textView.caretRect.minY == afterThree)
  }

  @Test("A growing text view grows with its lines and pushes the rows below it down")
  func growingTextViewPushesRowsDown() throws {
    let (world, scrollView, stack) = makeForm(growingForm)
    defer { withExtendedLifetime(world) {} }
    let notes = try #require(stack.itemViews["notes"] as? WorldTextView)
    let below = try #require(stack.itemViews["below"])
    // One line: 20 + 16 padding.
    #expect(notes.frame.height == 36)
    #expect(below.frame.minY == notes.frame.maxY + FormStackView.spacing)
    let startBelow = below.frame.minY
    let startContent = scrollView.contentSize.height

    for added in 1...3 {
      notes.appendLines(1)
      world.layoutPass()
      let height: CGFloat = 36 + CGFloat(added) * 20
      let shift: CGFloat = CGFloat(added) * 20
      #expect(notes.frame.height == height)
      #expect(below.frame.minY == startBelow + shift)
      #expect(scrollView.contentSize.height == startContent + shift)
      #expect(notes.contentOffset.y == 0)
      #expect(notes.bounds.contains(notes.caretRect))
    }
  }

  @Test("At maxLines a growing text view stops growing and scrolls to keep the caret inside")
  func growingTextViewStopsAtMaxLines() throws {
    let (world, scrollView, stack) = makeForm(growingForm)
    defer { withExtendedLifetime(world) {} }
    let notes = try #require(stack.itemViews["notes"] as? WorldTextView)
    let below = try #require(stack.itemViews["below"])
    notes.appendLines(3)
    world.layoutPass()
    // Four lines: the most it grows to.
    #expect(notes.frame.height == 96)
    let belowAtMax = below.frame
    let contentAtMax = scrollView.contentSize.height

    var previousOffset = notes.contentOffset.y
    for _ in 1...4 {
      notes.appendLines(1)
      world.layoutPass()
      #expect(notes.frame.height == 96)
      #expect(below.frame == belowAtMax)
      #expect(scrollView.contentSize.height == contentAtMax)
      #expect(notes.contentOffset.y == previousOffset + FormItem.lineHeight)
      #expect(notes.bounds.contains(notes.caretRect))
      let caretInWindow = notes.convert(notes.caretRect, to: nil)
      #expect(notes.frameInWindow.contains(caretInWindow))
      previousOffset = notes.contentOffset.y
    }
    // Eight lines of 20 + 16 padding, seen through 96 points.
    let scrolled: CGFloat = 8 * 20 + 16 - 96
    #expect(notes.contentOffset.y == scrolled)
  }

  @Test("A fixed-height text view scrolls internally as lines are typed")
  func fixedTextViewScrolls() throws {
    let (world, _, stack) = makeForm(
      FormDescription(
        name: "Fixed", rows: [FormRow(FormItem(.textView, id: "body", height: 96, lines: 2))]))
    defer { withExtendedLifetime(world) {} }
    let body = try #require(stack.itemViews["body"] as? WorldTextView)
    #expect(body.frame.height == 96)
    for _ in 1...10 {
      body.appendLines(1)
      world.layoutPass()
      #expect(body.frame.height == 96)
      #expect(body.bounds.contains(body.caretRect))
    }
  }

  @Test("Hidden validation labels take no space until shown")
  func hiddenValidationLabel() throws {
    let (world, scrollView, stack) = makeForm(validatedForm)
    defer { withExtendedLifetime(world) {} }
    let email = try #require(stack.itemViews["email"])
    let error = try #require(stack.itemViews["emailError"])
    let password = try #require(stack.itemViews["password"])
    let spacing = FormStackView.spacing
    #expect(error.isHidden)
    #expect(password.frame.minY == email.frame.maxY + spacing)
    let hiddenContent = scrollView.contentSize.height
    #expect(stack.companions(of: "email").first === error)

    error.isHidden = false
    world.layoutPass()
    #expect(error.frame.minY == email.frame.maxY + spacing)
    #expect(error.frame.height == 18)
    #expect(password.frame.minY == error.frame.maxY + spacing)
    let grown: CGFloat = hiddenContent + 18 + spacing
    #expect(scrollView.contentSize.height == grown)

    error.isHidden = true
    world.layoutPass()
    #expect(password.frame.minY == email.frame.maxY + spacing)
    #expect(scrollView.contentSize.height == hiddenContent)
  }

  @Test("A hidden column leaves the whole row to the other column until shown")
  func hiddenColumn() throws {
    let (world, _, stack) = makeForm(validatedForm)
    defer { withExtendedLifetime(world) {} }
    let city = try #require(stack.itemViews["city"])
    let zip = try #require(stack.itemViews["zip"])
    let fullWidth: CGFloat = 393 - 2 * FormStackView.margin
    #expect(city.frame.width == fullWidth)

    zip.isHidden = false
    world.layoutPass()
    let half: CGFloat = (fullWidth - FormStackView.spacing) / 2
    #expect(city.frame.width == half)
    #expect(zip.frame.width == half)
    #expect(zip.frame.minX == city.frame.maxX + FormStackView.spacing)
    #expect(zip.frame.minY == city.frame.minY)
  }

  @Test("Typing in the focused text view posts its change notification")
  func typingPostsChange() throws {
    let (world, _, stack) = makeForm(growingForm)
    let notes = try #require(stack.itemViews["notes"] as? WorldTextView)
    final class Sink {
      var objects: [AnyObject?] = []
    }
    let sink = Sink()
    world.notificationCenter.addObserver(
      sink, names: [TextInputNotificationName.textViewDidChange]
    ) { notification in
      sink.objects.append(notification.object)
    }
    world.postTextChange()
    #expect(sink.objects.isEmpty)
    world.focus(notes)
    notes.appendLines(1)
    world.postTextChange()
    #expect(sink.objects.count == 1)
    #expect(sink.objects.first.flatMap { $0 } === notes)
    #expect(notes.frame.height == 56)
  }
}
