#!/usr/bin/env bash
# Compiles every library target of the package for arm64-apple-ios15.0 in Swift 6 mode and fails
# on any error or warning.
#
# - On a Mac with Xcode: `xcodebuild` for the generic iOS device.
# - On Linux: `swiftc` against an iPhoneOS SDK laid out by the `ios-sdk` tool, which turns a
#   git snapshot of a public SDK collection (the theos/sdks repository) into an SDK the Linux
#   toolchain can compile against; Scripts/ios-sdk-env.sh finds it and says how to set it up.
#
# The library targets are compiled as one package (`-package-name`), so `package` declarations
# are visible across them. Examples/ (the README's snippets, and the demo app as a module of its own) is compiled too, outside the
# package, so app code sees only the public API and the documentation cannot drift from it.
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
source Scripts/ios-sdk-env.sh

# Library targets in dependency order, each with the modules it imports.
targets=(KeyboardAvoidanceCore KeyboardAvoidanceTesting KeyboardAvoidance)
package_name=KeyboardAvoidance
min_ios=15.0

if [[ "$(uname -s)" == "Darwin" ]] && command -v xcodebuild >/dev/null 2>&1; then
  for target in "${targets[@]}"; do
    echo "check-ios: xcodebuild $target"
    xcodebuild build -quiet -scheme "$target" -destination 'generic/platform=iOS' \
      SWIFT_TREAT_WARNINGS_AS_ERRORS=YES GCC_TREAT_WARNINGS_AS_ERRORS=YES
    echo "check-ios: xcodebuild $target (app extension)"
    xcodebuild build -quiet -scheme "$target" -destination 'generic/platform=iOS' \
      APPLICATION_EXTENSION_API_ONLY=YES \
      SWIFT_TREAT_WARNINGS_AS_ERRORS=YES GCC_TREAT_WARNINGS_AS_ERRORS=YES
  done
  exit 0
fi

if ! ios_sdk_flags "$min_ios"; then
  echo "check-ios: no iOS SDK is set up." >&2
  ios_sdk_help >&2
  exit 1
fi
flags=("${ios_flags[@]}")

out="$root/.ios-build"
mkdir -p "$out"
status=0

compile() {  # compile MODULE [-package-name NAME] -- FILE...
  local module=$1
  shift
  local extra=()
  while [[ $1 != -- ]]; do
    extra+=("$1")
    shift
  done
  shift
  local log="$out/$module.log"
  if ! swiftc "${flags[@]}" -swift-version 6 -parse-as-library -wmo -Onone \
    -module-name "$module" "${extra[@]}" -emit-module -emit-module-path "$out/$module.swiftmodule" \
    -I "$out" -c "$@" -o "$out/$module.o" >"$log" 2>&1; then
    status=1
  fi
  local errors warnings
  errors=$(grep -c 'error:' "$log" || true)
  warnings=$(grep -c 'warning:' "$log" || true)
  local label=""
  if [[ " ${extra[*]-} " == *" -application-extension "* ]]; then label=" (app extension)"; fi
  echo "check-ios: $module$label: $# files, $errors errors, $warnings warnings"
  if [[ "$errors" != 0 || "$warnings" != 0 ]]; then
    grep -E 'error:|warning:' "$log" | sort -u | head -40
    status=1
  fi
}

for target in "${targets[@]}"; do
  mapfile -t files < <(ios_module_sources "$target" "$out")
  compile "$target" -package-name "$package_name" -- "${files[@]}"
done

# Again as an app extension links them (`-application-extension`: no `UIApplication.shared`
# and nothing else marked unavailable in extensions), into a directory of their own, with the
# share-extension example on top.
main_out=$out
out="$root/.ios-build/extension"
mkdir -p "$out"
for target in "${targets[@]}"; do
  mapfile -t files < <(ios_module_sources "$target" "$out")
  compile "$target" -application-extension -package-name "$package_name" -- "${files[@]}"
done
if [[ -d Examples/ShareExtension ]]; then
  mapfile -t files < <(find Examples/ShareExtension -name '*.swift' | sort)
  compile ShareExtensionExample -application-extension -- "${files[@]}"
fi
out=$main_out

# App code: no package name, so only the public API is visible.
if [[ -d Examples ]]; then
  mapfile -t files < <(find Examples -maxdepth 1 -name '*.swift' | sort)
  if [[ ${#files[@]} -gt 0 ]]; then compile KeyboardAvoidanceExamples -- "${files[@]}"; fi
  # Each app package in Examples/ (the demo app), as an app module of its own: its sources,
  # not its Package.swift.
  while IFS= read -r app; do
    mapfile -t files < <(find "$app" -name '*.swift' -not -name 'Package.swift' | sort)
    name=$(basename "$app" .swiftpm)
    if [[ ${#files[@]} -gt 0 ]]; then compile "$name" -- "${files[@]}"; fi
  done < <(find Examples -name '*.swiftpm' -type d | sort)
fi

if [[ $status == 0 ]]; then echo "check-ios: OK (arm64-apple-ios$min_ios)"; fi
exit $status
