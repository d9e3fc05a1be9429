#!/usr/bin/env bash
# Compiles every library target of the package for arm64-apple-ios15.0 in Swift 6 mode and fails
# on any error or warning.
#
# - On a Mac with Xcode: `xcodebuild` for the generic iOS device.
# - On Linux: `swiftc` against an iPhoneOS SDK laid out by the `ios-sdk` tool (see
#   DEVELOPERS.md). The tool is found through $IOS_SDK_TOOL, then ../shared/tools/ios-sdk
#   beside the checkout, then `ios-sdk` on the PATH; without it, the SDK it laid out in
#   $IOS_SDK_HOME (default ~/.cache/ios-sdk) is used directly.
#
# Besides the library targets it compiles Examples/ (the README's UIKit snippets), so that
# the documentation cannot drift from the API.
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"

# Library targets in dependency order, each with the modules it imports.
targets=(KeyboardAvoidanceCore KeyboardAvoidanceTesting KeyboardAvoidance)
min_ios=15.0

if [[ "$(uname -s)" == "Darwin" ]] && command -v xcodebuild >/dev/null 2>&1; then
  for target in "${targets[@]}"; do
    echo "check-ios: xcodebuild $target"
    xcodebuild build -quiet -scheme "$target" -destination 'generic/platform=iOS' \
      SWIFT_TREAT_WARNINGS_AS_ERRORS=YES GCC_TREAT_WARNINGS_AS_ERRORS=YES
  done
  exit 0
fi

tool=${IOS_SDK_TOOL:-}
if [[ -z "$tool" ]]; then
  if [[ -x "$root/../shared/tools/ios-sdk" ]]; then
    tool="$root/../shared/tools/ios-sdk"
  elif command -v ios-sdk >/dev/null 2>&1; then
    tool=$(command -v ios-sdk)
  fi
fi
if [[ -n "$tool" ]] && "$tool" status >/dev/null 2>&1; then
  read -r -a flags <<<"$("$tool" flags --min-ios "$min_ios")"
else
  # Without the tool, use the SDK it laid out, where it lays it out by default.
  home=${IOS_SDK_HOME:-$HOME/.cache/ios-sdk}
  sdk=$(find "$home/sdk" -maxdepth 1 -name 'iPhoneOS*.sdk' 2>/dev/null | head -n 1)
  if [[ ! -f "$home/READY" || -z "$sdk" ]]; then
    echo "check-ios: no iOS SDK is set up (see DEVELOPERS.md: ios-sdk setup)" >&2
    exit 1
  fi
  flags=(-target "arm64-apple-ios$min_ios" -sdk "$sdk" -resource-dir "$home/resource-dir"
    -module-cache-path "$home/module-cache")
fi

out="$root/.ios-build"
mkdir -p "$out"
status=0

compile() {  # compile PACKAGE MODULE FILE... (PACKAGE "-" compiles outside the package)
  local package=$1 module=$2
  shift 2
  local package_flags=()
  if [[ $package != - ]]; then package_flags=(-package-name "$package"); fi
  local log="$out/$module.log"
  if ! swiftc "${flags[@]}" "${package_flags[@]}" -swift-version 6 -parse-as-library -wmo -Onone \
    -module-name "$module" -emit-module -emit-module-path "$out/$module.swiftmodule" \
    -I "$out" -c "$@" -o "$out/$module.o" >"$log" 2>&1; then
    status=1
  fi
  local errors warnings
  errors=$(grep -c 'error:' "$log" || true)
  warnings=$(grep -c 'warning:' "$log" || true)
  echo "check-ios: $module: $# files, $errors errors, $warnings warnings"
  if [[ "$errors" != 0 || "$warnings" != 0 ]]; then
    grep -E 'error:|warning:' "$log" | sort -u | head -40
    status=1
  fi
}

for target in "${targets[@]}"; do
  mapfile -t files < <(find "Sources/$target" -name '*.swift' | sort)
  compile KeyboardAvoidance "$target" "${files[@]}"
done

if [[ -d Examples ]]; then
  mapfile -t files < <(find Examples -name '*.swift' | sort)
  if [[ ${#files[@]} -gt 0 ]]; then compile - KeyboardAvoidanceExamples "${files[@]}"; fi
fi

if [[ $status == 0 ]]; then echo "check-ios: OK (arm64-apple-ios$min_ios)"; fi
exit $status
