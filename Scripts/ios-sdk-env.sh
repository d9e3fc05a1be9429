# Sourced by the scripts that compile for iOS on Linux (check-ios.sh, build-docs.sh); not run on
# its own. It finds the iPhoneOS SDK and fills the array `ios_flags` with the swiftc flags that
# compile against it:
#
#   source Scripts/ios-sdk-env.sh
#   ios_sdk_flags 15.0 || { ios_sdk_help >&2; exit 1; }
#   swiftc "${ios_flags[@]}" ...
#
# The SDK is laid out by `ios-sdk`, a small tool that turns a git snapshot of a public iPhoneOS
# SDK collection into an SDK the Linux Swift toolchain can compile against, and prints the
# flags for it. The tool is looked for in $IOS_SDK_TOOL, then as ../shared/tools/ios-sdk beside
# the checkout, then as `ios-sdk` on the PATH. Without the tool, the SDK it laid out in
# $IOS_SDK_HOME (default ~/.cache/ios-sdk) is used directly. On a Mac, Xcode's iPhoneOS SDK is
# used.

# Prints the path of the ios-sdk tool, or nothing.
ios_sdk_tool() {
  local root
  root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
  if [[ -n "${IOS_SDK_TOOL:-}" ]]; then
    printf '%s\n' "$IOS_SDK_TOOL"
  elif [[ -x "$root/../shared/tools/ios-sdk" ]]; then
    printf '%s\n' "$root/../shared/tools/ios-sdk"
  elif command -v ios-sdk >/dev/null 2>&1; then
    command -v ios-sdk
  fi
}

# ios_sdk_flags MIN_IOS: fills `ios_flags` (target arm64-apple-iosMIN_IOS); returns 1 when no
# SDK is set up.
ios_sdk_flags() {
  local min_ios=$1 tool home sdk
  ios_flags=()
  if [[ "$(uname -s)" == "Darwin" ]] && sdk=$(xcrun --sdk iphoneos --show-sdk-path 2>/dev/null); then
    ios_flags=(-target "arm64-apple-ios$min_ios" -sdk "$sdk")
    return 0
  fi
  tool=$(ios_sdk_tool)
  if [[ -n "$tool" ]] && "$tool" status >/dev/null 2>&1; then
    read -r -a ios_flags <<<"$("$tool" flags --min-ios "$min_ios")"
    return 0
  fi
  home=${IOS_SDK_HOME:-$HOME/.cache/ios-sdk}
  sdk=$(find "$home/sdk" -maxdepth 1 -name 'iPhoneOS*.sdk' 2>/dev/null | head -n 1)
  if [[ ! -f "$home/READY" || -z "$sdk" ]]; then
    return 1
  fi
  ios_flags=(-target "arm64-apple-ios$min_ios" -sdk "$sdk" -resource-dir "$home/resource-dir"
    -module-cache-path "$home/module-cache")
}

# Prints how to set the SDK up.
ios_sdk_help() {
  cat <<'HELP'
No iOS SDK is set up. On Linux, the iOS checks compile against a real iPhoneOS SDK that the
`ios-sdk` tool lays out (on a Mac with Xcode, xcodebuild is used instead). To set it up once:
  1. git clone --depth 1 https://github.com/theos/sdks   (public iPhoneOS SDKs)
  2. ios-sdk setup PATH_OF_THAT_CLONE   (lays out iPhoneOS16.5.sdk, about 2 minutes;
                                        `ios-sdk status` then says "ready")
The tool is found through $IOS_SDK_TOOL, then ../shared/tools/ios-sdk beside the checkout,
then `ios-sdk` on the PATH; the SDK lives in $IOS_SDK_HOME (default ~/.cache/ios-sdk).
Never commit the SDK.
HELP
}

# Targets whose resources their code reads through `Bundle.module`.
ios_resource_targets=(KeyboardAvoidance)

# Prints the Swift files of library target MODULE as SwiftPM compiles them: its sources, and,
# for a target with resources, a stand-in of the `Bundle.module` accessor SwiftPM and Xcode
# generate, written into directory DIR (`nonisolated(unsafe)`: the 16.x SDK's `Bundle` is not
# `Sendable`; the generated accessor is the tools' own code).
ios_module_sources() {  # ios_module_sources MODULE DIR
  find "Sources/$1" -name '*.swift' | sort
  if [[ " ${ios_resource_targets[*]} " == *" $1 "* ]]; then
    mkdir -p "$2"
    cat >"$2/resource_bundle_accessor.swift" <<'SWIFT'
import Foundation

extension Foundation.Bundle {
  nonisolated(unsafe) static let module = Bundle.main
}
SWIFT
    echo "$2/resource_bundle_accessor.swift"
  fi
}
