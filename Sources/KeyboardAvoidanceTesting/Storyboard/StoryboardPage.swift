import Foundation

/// The fixed parts of the storyboard page: its style sheet and its legend.
enum StoryboardPage {
  /// The legend: what each mark of the pictures means, drawn with CSS only.
  static let legend = """
    <ul class="legend" aria-label="Legend">
    <li><span class="swatch focus"></span>focused field</li>
    <li><span class="swatch caret"></span>caret</li>
    <li><span class="swatch visible"></span>visible region</li>
    <li><span class="swatch keyboard"></span>keyboard</li>
    <li><span class="swatch companion"></span>companion (validation label)</li>
    <li><span class="swatch bar"></span>status / navigation / tab bar</li>
    <li><span class="swatch outside"></span>outside the window</li>
    </ul>

    """

  /// The style sheet: system font, light background, cards in a wrapping grid.
  static let css = """
    :root { color-scheme: light; }
    * { box-sizing: border-box; }
    body {
      margin: 0; padding: 32px 36px 48px; background: #f2f2f7; color: #1c1c1e;
      font: 14px/1.45 \(FrameDrawing.fontFamily);
      -webkit-font-smoothing: antialiased;
    }
    .page-header { margin: 0 0 24px; max-width: 1100px; }
    h1 { font-size: 26px; line-height: 1.2; margin: 0 0 4px; letter-spacing: -0.01em; }
    .subtitle { margin: 0 0 12px; color: #6e6e73; white-space: pre-line; }
    .status {
      display: inline-block; margin: 0; padding: 4px 12px; border-radius: 999px;
      font-size: 13px; font-weight: 600;
    }
    .status.pass { background: #e2f5e7; color: #1b7a34; }
    .status.fail { background: #fde6e5; color: #c0231a; }
    .status a { color: inherit; }
    .summary { list-style: none; margin: 10px 0 0; padding: 0; color: #3c3c43; font-size: 13px; }
    .legend {
      list-style: none; display: flex; flex-wrap: wrap; gap: 6px 18px; margin: 14px 0 0;
      padding: 0; color: #48484a; font-size: 12px;
    }
    .legend li { display: inline-flex; align-items: center; gap: 7px; }
    .swatch { display: inline-block; width: 24px; height: 13px; border-radius: 3px; }
    .swatch.focus { background: #fff; border: 2.5px solid #007aff; border-radius: 4px; }
    .swatch.caret { width: 2px; height: 14px; border-radius: 1px; background: #007aff; }
    .swatch.visible { background: rgba(52, 199, 89, 0.14); border: 1.5px dashed #28a745; }
    .swatch.keyboard { background: rgba(28, 28, 30, 0.93); }
    .swatch.companion { background: #fff; border: 1.5px solid #ff9500; }
    .swatch.bar { background: #f6f6f8; border: 1px solid #c6c6c8; }
    .swatch.outside { background: #8e8e93; }
    .frames {
      display: grid; grid-template-columns: repeat(auto-fill, 360px); gap: 20px;
      align-items: start;
    }
    .empty { color: #6e6e73; }
    .card {
      display: flex; flex-direction: column; gap: 12px; padding: 14px; min-width: 0;
      background: #fff; border: 1px solid #e5e5ea; border-radius: 14px;
      box-shadow: 0 1px 2px rgba(0, 0, 0, 0.05), 0 6px 16px rgba(0, 0, 0, 0.04);
    }
    .card.wide { grid-column: span 2; flex-direction: row; align-items: flex-start; }
    .card.failed { border-color: #ff3b30; box-shadow: 0 0 0 1px #ff3b30; }
    .picture {
      display: flex; justify-content: center; padding: 14px; border-radius: 10px;
      background: #f5f5f7;
    }
    .card.wide .picture { flex: 0 0 auto; }
    .picture svg { display: block; max-width: 100%; height: auto; }
    .details { flex: 1 1 auto; min-width: 0; }
    .step { display: flex; justify-content: space-between; align-items: baseline; gap: 10px; }
    h2 { margin: 0; font-size: 15px; line-height: 1.3; font-weight: 600; }
    .time {
      flex: none; color: #6e6e73; font-size: 12px; font-variant-numeric: tabular-nums;
    }
    .badge {
      display: inline-block; margin: 8px 0 0; padding: 2px 9px; border-radius: 999px;
      background: #fde6e5; color: #c0231a; font-size: 12px; font-weight: 600;
    }
    .metrics {
      display: grid; grid-template-columns: max-content 1fr; gap: 3px 12px;
      margin: 10px 0 0; font-size: 12px;
    }
    .metrics dt { color: #6e6e73; }
    .metrics dd {
      margin: 0; font-variant-numeric: tabular-nums; white-space: nowrap;
      overflow: hidden; text-overflow: ellipsis;
    }
    .checks, .no-checks {
      margin: 10px 0 0; padding: 8px 0 0; border-top: 1px solid #e5e5ea; font-size: 12.5px;
    }
    .no-checks { color: #8e8e93; }
    .checks { list-style: none; }
    .checks li { display: grid; grid-template-columns: 16px 1fr; column-gap: 4px; }
    .checks li + li { margin-top: 4px; }
    .checks .mark { font-weight: 700; }
    .checks .pass .mark { color: #1f9d48; }
    .checks .fail .mark, .checks .fail .name { color: #d92218; }
    .checks .fail .name { font-weight: 600; }
    .checks .detail {
      grid-column: 2; color: #6e6e73; font-size: 11.5px; overflow-wrap: anywhere;
    }
    @media (max-width: 820px) {
      body { padding: 20px 16px 32px; }
      .frames { grid-template-columns: minmax(0, 1fr); }
      .card.wide { grid-column: auto; flex-direction: column; align-items: stretch; }
    }

    """
}
