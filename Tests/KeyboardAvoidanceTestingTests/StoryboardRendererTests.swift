import Foundation
import Testing

@testable import KeyboardAvoidanceTesting

@Suite("Storyboard renderer")
struct StoryboardRendererTests {
  static let phone = CGRect(x: 0, y: 0, width: 393, height: 852)

  static func frame(
    index: Int = 1, title: String = "focus email", time: Double = 0.42,
    screen: CGRect = phone, window: CGRect = phone, container: CGRect = phone,
    keyboard: CGRect? = CGRect(x: 0, y: 516, width: 393, height: 336),
    visibleRegion: CGRect? = CGRect(x: 0, y: 103, width: 393, height: 413),
    elements: [StoryboardFrame.Element]? = nil,
    metrics: StoryboardFrame.Metrics? = nil,
    checks: [StoryboardFrame.Check] = [
      .init(name: "field visible", passed: true, detail: "field 440…484 inside 103…516")
    ]
  ) -> StoryboardFrame {
    let defaultElements: [StoryboardFrame.Element] = [
      .init(kind: .label, title: "Account", frame: CGRect(x: 16, y: 112, width: 361, height: 20)),
      .init(kind: .textField, title: "Name", frame: CGRect(x: 16, y: 140, width: 361, height: 44)),
      .init(
        kind: .textField, title: "Email", frame: CGRect(x: 16, y: 440, width: 361, height: 44),
        isFocused: true, caret: CGRect(x: 26, y: 450, width: 2, height: 24)),
      .init(
        kind: .validationLabel, title: "Invalid email",
        frame: CGRect(x: 16, y: 488, width: 361, height: 18), isCompanion: true),
      .init(
        kind: .textView, title: "Notes", frame: CGRect(x: 16, y: 520, width: 361, height: 76)),
      .init(
        kind: .textField, title: "Code", frame: CGRect(x: 16, y: 600, width: 361, height: 44),
        isDisabled: true),
      .init(kind: .spacer, title: "", frame: CGRect(x: 16, y: 650, width: 361, height: 24)),
      .init(kind: .button, title: "Send", frame: CGRect(x: 16, y: 680, width: 361, height: 44)),
    ]
    let defaultMetrics = StoryboardFrame.Metrics(
      contentInset: AvoidanceInsets(bottom: 302), engineBottomInset: 302,
      adjustedContentInset: AvoidanceInsets(top: 103, bottom: 336),
      contentOffset: CGPoint(x: 0, y: 120), contentSize: CGSize(width: 393, height: 820))
    let observation = StepObservation(
      time: time, screen: screen, window: window, container: container,
      bars: [
        .init(name: "status bar", frame: CGRect(x: 0, y: 0, width: 393, height: 59)),
        .init(name: "navigation bar", frame: CGRect(x: 0, y: 59, width: 393, height: 44)),
      ],
      keyboard: KeyboardObservation(frame: keyboard, situation: .docked(keyboard ?? .zero)),
      visibleRegion: visibleRegion,
      elements: elements ?? defaultElements,
      pinnedBar: CGRect(x: 0, y: 472, width: 393, height: 44),
      metrics: metrics ?? defaultMetrics)
    return StoryboardFrame(index: index, title: title, observation: observation, checks: checks)
  }

  static func board(_ frames: [StoryboardFrame], title: String = "Sign-up") -> Storyboard {
    Storyboard(
      title: title, subtitle: "iPhone 15, portrait", frames: frames, summary: ["2 steps"])
  }

  static func count(_ needle: String, in text: String) -> Int {
    text.components(separatedBy: needle).count - 1
  }

  @Test("The page has one balanced <svg> element per frame, and nothing external")
  func oneSVGPerFrame() {
    let frames = [
      Self.frame(index: 1),
      Self.frame(
        index: 2, screen: CGRect(x: 0, y: 0, width: 852, height: 393),
        window: CGRect(x: 0, y: 0, width: 852, height: 393),
        container: CGRect(x: 0, y: 0, width: 852, height: 393),
        keyboard: CGRect(x: 0, y: 184, width: 852, height: 209)),
      Self.frame(
        index: 3, screen: CGRect(x: 0, y: 0, width: 1032, height: 1376),
        window: CGRect(x: 354, y: 0, width: 678, height: 1376),
        container: CGRect(x: 354, y: 0, width: 678, height: 1376), keyboard: nil),
    ]
    let html = StoryboardRenderer.html(Self.board(frames))
    #expect(html.hasPrefix("<!DOCTYPE html>"))
    #expect(html.hasSuffix("</html>\n"))
    #expect(Self.count("<svg ", in: html) == frames.count)
    #expect(Self.count("</svg>", in: html) == frames.count)
    #expect(Self.count("<article ", in: html) == frames.count)
    #expect(Self.count("</article>", in: html) == frames.count)
    // Every drawing closes before the next one opens.
    for piece in html.components(separatedBy: "<svg ").dropFirst() {
      #expect(Self.count("</svg>", in: piece) == 1)
    }
    for tag in ["clipPath", "g", "text", "defs", "title"] {
      #expect(
        Self.count("<\(tag)>", in: html) + Self.count("<\(tag) ", in: html)
          == Self.count("</\(tag)>", in: html))
    }
    #expect(!html.contains("<script"))
    #expect(!html.contains("<link"))
    #expect(!html.contains("src="))
    #expect(!html.contains("url(http"))
  }

  @Test("Clip path identifiers are unique on the page and every reference resolves")
  func uniqueIdentifiers() throws {
    let html = StoryboardRenderer.html(
      Self.board([Self.frame(index: 1), Self.frame(index: 1), Self.frame(index: 2)]))
    let ids = html.components(separatedBy: " id=\"").dropFirst().compactMap {
      $0.split(separator: "\"", maxSplits: 1).first.map(String.init)
    }
    #expect(Set(ids).count == ids.count)
    let references = html.components(separatedBy: "url(#").dropFirst().compactMap {
      $0.split(separator: ")", maxSplits: 1).first.map(String.init)
    }
    #expect(!references.isEmpty)
    for reference in references {
      #expect(ids.contains(reference))
    }
  }

  @Test("Titles, names and details from JSON files are escaped")
  func escapesText() {
    let hostile = "<script>alert('x')</script> & \"quotes\""
    let frame = Self.frame(
      title: hostile,
      elements: [
        .init(kind: .textField, title: hostile, frame: CGRect(x: 0, y: 120, width: 393, height: 44))
      ],
      checks: [.init(name: hostile, passed: false, detail: hostile)])
    let board = Storyboard(
      title: hostile, subtitle: hostile, frames: [frame], summary: [hostile])
    let html = StoryboardRenderer.html(board)
    #expect(!html.contains("<script"))
    #expect(!html.contains("alert('x')"))
    #expect(!html.contains("\"quotes\""))
    #expect(
      html.contains("&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; &quot;quotes&quot;"))
    let svg = StoryboardRenderer.svg(frame, scale: 0.35)
    #expect(!svg.contains("<script"))
    #expect(svg.contains("&lt;script&gt;"))
  }

  @Test("Escaping covers the five XML characters and drops control characters")
  func escaping() {
    #expect(Markup.escape("a&b<c>d\"e'f") == "a&amp;b&lt;c&gt;d&quot;e&#39;f")
    #expect(Markup.escape("tab\there\u{0}\u{1B}") == "tab\there")
    #expect(Markup.escape("é ✓ 🎹") == "é ✓ 🎹")
  }

  @Test(
    "Numbers have at most one decimal and are never NaN, infinite or negative zero",
    arguments: [
      (CGFloat(3), "3"), (CGFloat(1.26), "1.3"), (CGFloat(-2.5), "-2.5"), (CGFloat(0.04), "0"),
      (CGFloat(-0.04), "0"), (CGFloat(302.0), "302"), (CGFloat.nan, "0"),
      (CGFloat.infinity, "0"), (-CGFloat.infinity, "0"), (CGFloat(1e300), "100000000000000"),
    ])
  func numbers(value: CGFloat, expected: String) {
    #expect(Markup.number(value) == expected)
  }

  @Test("Non-finite geometry, metrics, time and scale never print NaN or infinity")
  func nonFiniteValues() {
    let nan = CGFloat.nan
    let infinity = CGFloat.infinity
    let broken = CGRect(x: nan, y: 10, width: infinity, height: 44)
    let frame = Self.frame(
      time: .nan, screen: Self.phone, window: broken, container: broken,
      keyboard: CGRect(x: 0, y: nan, width: 393, height: 336), visibleRegion: broken,
      elements: [
        .init(
          kind: .textField, title: "Email", frame: broken, isFocused: true,
          caret: CGRect(x: nan, y: nan, width: 2, height: 20)),
        .init(kind: .button, title: "Go", frame: CGRect(x: 0, y: 700, width: 393, height: nan)),
      ],
      metrics: .init(
        contentInset: AvoidanceInsets(top: nan, left: 0, bottom: infinity, right: 0),
        engineBottomInset: -infinity,
        adjustedContentInset: AvoidanceInsets(top: nan, left: nan, bottom: nan, right: nan),
        contentOffset: CGPoint(x: nan, y: infinity),
        contentSize: CGSize(width: infinity, height: nan)))
    let html = StoryboardRenderer.html(Self.board([frame]))
    let svgs = [nan, infinity, -1, 0, 0.35].map { StoryboardRenderer.svg(frame, scale: $0) }
    for output in [html] + svgs {
      let lowered = output.lowercased()
      #expect(!lowered.contains("nan"))
      #expect(!lowered.contains("inf"))
    }
    #expect(html.contains("t = —"))
    #expect(html.contains("t — · l 0 · b — · r 0"))
    let emptyScreen = Self.frame(screen: CGRect(x: nan, y: nan, width: nan, height: nan))
    #expect(!StoryboardRenderer.svg(emptyScreen, scale: 1).lowercased().contains("nan"))
  }

  @Test("A failing check is marked on its card and in the page's summary")
  func failingCheck() {
    let passing = Self.frame(index: 1)
    let failing = Self.frame(
      index: 2,
      checks: [
        .init(name: "field visible", passed: true, detail: "field 440…484 inside 103…516"),
        .init(name: "insets restored", passed: false, detail: "bottom inset 302, expected 0"),
      ])
    let html = StoryboardRenderer.html(Self.board([passing, failing]))
    #expect(html.contains("class=\"status fail\""))
    #expect(html.contains("1 of 3 checks failed"))
    #expect(html.contains("<a href=\"#step-2\">2</a>"))
    #expect(Self.count("class=\"card failed\"", in: html) == 1)
    #expect(html.contains("<li class=\"fail\"><span class=\"mark\" aria-label=\"fail\">✗</span>"))
    #expect(html.contains("bottom inset 302, expected 0"))
    #expect(html.contains("✗ 1 check failed"))
  }

  @Test("A storyboard whose checks all pass says so")
  func passingSummary() {
    let html = StoryboardRenderer.html(Self.board([Self.frame(index: 1), Self.frame(index: 2)]))
    #expect(html.contains("class=\"status pass\""))
    #expect(html.contains("All 2 checks passed in 2 steps"))
    #expect(!html.contains("✗"))
    #expect(html.contains("2 steps"))
  }

  @Test("Each card shows the step, its time, the metrics and the legend is present")
  func captions() {
    let html = StoryboardRenderer.html(Self.board([Self.frame(index: 4, title: "rotate")]))
    #expect(html.contains("Step 4 — rotate"))
    #expect(html.contains("t = 0.42 s"))
    #expect(html.contains("t 0 · l 0 · b 302 · r 0"))
    #expect(html.contains("t 103 · l 0 · b 336 · r 0"))
    #expect(html.contains("x 0 · y 120"))
    #expect(html.contains("393 × 820"))
    for entry in ["focused field", "caret", "visible region", "keyboard", "companion"] {
      #expect(html.contains(entry))
    }
  }

  @Test("A phone's screen is about 300 px tall; a tablet's longest side about 420 px")
  func scales() {
    #expect(abs(FrameDrawing.scale(for: Self.phone) * 852 - 300) < 1)
    let landscape = CGRect(x: 0, y: 0, width: 852, height: 393)
    #expect(FrameDrawing.scale(for: landscape) * 852 <= 420.5)
    let tablet = CGRect(x: 0, y: 0, width: 1032, height: 1376)
    #expect(abs(FrameDrawing.scale(for: tablet) * 1376 - 420) < 1)
    let svg = StoryboardRenderer.svg(Self.frame(), scale: 0.5)
    #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"211\""))
    #expect(svg.hasSuffix("</svg>"))
  }

  @Test("Long text is shortened with an ellipsis")
  func truncation() {
    let short = Markup.truncated("Email", toWidth: 100, fontSize: 10)
    #expect(short == "Email")
    let long = Markup.truncated(
      String(repeating: "Password ", count: 20), toWidth: 60, fontSize: 10)
    #expect(long.hasSuffix("…"))
    #expect(Markup.estimatedWidth(of: long, fontSize: 10) <= 60 + 9)
    #expect(Markup.truncated("Email", toWidth: 2, fontSize: 10) == "")
  }
}

extension StoryboardRendererTests {
  static let metrics: [(value: CGFloat, text: String)] = [
    (302, "302"), (302.25, "302.3"), (-0.01, "0"), (-103, "-103"), (.infinity, "—"),
    (-.infinity, "—"), (.nan, "—"), (1e300, "100000000000000"),  // huge values are capped
  ]

  @Test(
    "Metrics print with one decimal at most, and never crash on NaN or an infinity",
    arguments: metrics)
  func metricText(_ row: (value: CGFloat, text: String)) {
    #expect(StoryboardFrame.Metrics.text(row.value) == row.text)
  }

  @Test("The keyboard's caption reads the core's situation, refined by the world's facts")
  func keyboardCaption() {
    let docked = CGRect(x: 0, y: 516, width: 393, height: 336)
    let floating = CGRect(x: 460, y: 700, width: 320, height: 260)
    let cases: [(KeyboardObservation, String)] = [
      (KeyboardObservation(frame: nil, situation: .hidden), "hidden"),
      (KeyboardObservation(frame: docked, situation: .docked(docked)), "docked"),
      (KeyboardObservation(frame: docked, situation: .hardwareBar(docked)), "hardware bar"),
      (KeyboardObservation(frame: docked, situation: .settling), "settling"),
      (
        KeyboardObservation(frame: docked, situation: .hardwareBar(docked), isDragged: true),
        "dragged"
      ),
      (
        KeyboardObservation(frame: docked, situation: .hidden, belongsToOtherApp: true), "other app"
      ),
      (
        KeyboardObservation(frame: floating, situation: .undocked(floating), mode: .floating),
        "floating"
      ),
      (KeyboardObservation(frame: floating, situation: .undocked(floating), mode: .split), "split"),
      (KeyboardObservation(frame: floating, situation: .undocked(floating)), "undocked"),
    ]
    for (keyboard, caption) in cases {
      #expect(keyboard.caption == caption)
    }
    let html = StoryboardRenderer.svg(Self.frame(), scale: 0.35)
    #expect(html.contains("keyboard · docked"))
  }
}
