import Foundation
import Testing

@testable import KeyboardAvoidanceTesting

/// An avoider attached to a `UITextView` itself — a notes screen whose text view fills the
/// window (review N2): the text view is the container and the field at once.
@Suite("A text view as its own container")
struct TextViewContainerTests {
  /// A window filled by a text view of `lines` lines, an avoider attached to it, focused and
  /// settled with the keyboard up.
  private static func noteScreen(lines: Int = 80) -> (World, WorldTextView) {
    let world = World(device: .iPhone15, orientation: .portrait)
    let window = world.makeWindow(frame: world.screen, safeArea: world.screenSafeArea)
    let root = WorldView(name: "root", frame: window.bounds)
    window.setRoot(WorldViewController(name: "root", view: root))
    let note = WorldTextView(name: "note", frame: window.bounds, lines: lines)
    root.addSubview(note)
    WorldKeyboardAvoider.attach(to: note)
    world.layoutPass()
    world.focus(note)
    world.advance(by: 1)
    return (world, note)
  }

  @Test("The caret shows above the keyboard once it is up")
  func caretShown() throws {
    let (world, note) = Self.noteScreen()
    let keyboardTop = world.keyboard.frame.minY
    let caret = note.caretRect
    #expect(caret.maxY - note.contentOffset.y <= keyboardTop + 0.5)
    #expect(note.contentInset.bottom > 0)
  }

  @Test("The user's scroll through the note while editing stays where the user left it")
  func userScrollStays() {
    let (world, note) = Self.noteScreen()
    let before = note.contentOffset.y
    note.userDrag(by: -400)
    world.advance(by: 1)
    #expect(abs(note.contentOffset.y - (before - 400)) < 1, "offset \(note.contentOffset.y)")
    // Typing brings the caret back, as UIKit does.
    note.appendLines(1)
    world.postTextChange()
    world.advance(by: 1)
    let keyboardTop = world.keyboard.frame.minY
    #expect(note.caretRect.maxY - note.contentOffset.y <= keyboardTop + 0.5)
  }
}
