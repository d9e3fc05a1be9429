/// How a SwiftUI preference that carries one reading — the scroll view's geometry, the
/// content's frame — combines the values SwiftUI gathers from the views under it.
///
/// SwiftUI hands `reduce(value:nextValue:)` the key's default for every view that sets no value
/// (Apple: `swiftui/preferencekey/defaultvalue`); a reducer that takes the next value whatever
/// it is lets such a default overwrite the real reading, and the view then reads a zero-sized
/// scroll view and does nothing. With `nil` as the default, a reading is never overwritten by
/// the absence of one.
///
/// ```swift
/// static var defaultValue: CGRect? { nil }
/// static func reduce(value: inout CGRect?, nextValue: () -> CGRect?) {
///   value = PreferenceReading.combine(value, nextValue())
/// }
/// ```
package enum PreferenceReading {
  /// `next` when it carries a reading, else `value`.
  package static func combine<Value>(_ value: Value?, _ next: Value?) -> Value? { next ?? value }

  /// The newer of two request generations a marker reports: the key's default (0) from views
  /// that set none, or an older marker's, never hides the request the newest marker is laid out
  /// for, whatever order SwiftUI reduces them in.
  package static func newest(_ generation: Int, _ next: Int) -> Int { max(generation, next) }
}
