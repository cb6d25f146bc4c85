#!/bin/sh
# Makes the README's screenshots again, offscreen (no display needed), from a built tree:
#   resources/screenshot.png          the hero shot: the studio's --screenshot on the overview, 1400x900,
#                                     with resources/screenshots/hero.json, which the ui_heroshot test
#                                     checks against the studio (so a stale hero shot fails CI)
#   resources/screenshots/<m>-*.png   with --modules: the module shots the ui_<m>screenshots tests take
#                                     (linjat, flow, rooms, balls; TESSERA_SCREENSHOT_DIR), and the
#                                     BanQi and Fox Hunt shots, states --screenshot cannot reach (an
#                                     overlay, a finished match, a hunt in progress), which ui_banqiplay
#                                     and ui_foxhuntplay grab into the temporary folder
# Usage: resources/screenshots/make.sh [--modules] [build-dir]   (default build-dir: build)
# Build first: cmake --build build --target tessera ui_heroshot [ui_<m>screenshots ...]
set -eu
root=$(cd "$(dirname "$0")/../.." && pwd)
modules=no
if [ "${1:-}" = "--modules" ]; then
    modules=yes
    shift
fi
build=${1:-$root/build}
export QT_QPA_PLATFORM=offscreen

"$build/app/tessera" --screenshot "$root/resources/screenshot.png" --size 1400x900 --module overview
TESSERA_WRITE_HERO_MANIFEST="$root/resources/screenshots/hero.json" "$build/tests/ui/common/ui_heroshot" -silent
echo "resources/screenshots/hero.json: written"

if [ "$modules" = yes ]; then
    for m in linjat flow rooms balls; do
        TESSERA_SCREENSHOT_DIR="$root/resources/screenshots" "$build/tests/ui/$m/ui_${m}screenshots" -silent
    done
    grabs=$(mktemp -d)
    TMPDIR=$grabs "$build/tests/ui/foxhunt/ui_foxhuntplay" -silent screenshotMidGame
    TMPDIR=$grabs "$build/tests/ui/banqi/ui_banqiplay" -silent theMatchPanelRunsAMatch screenshotOfPlayWithTheOverlay
    cp "$grabs/foxhunt-heatmap.png" "$grabs/banqi-match.png" "$root/resources/screenshots/"
    cp "$grabs/banqi-play.png" "$root/resources/screenshots/banqi-chain-overlay.png"
    rm -r "$grabs"
fi
