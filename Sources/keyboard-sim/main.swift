// The storyboard CLI runs scenarios in the headless UIKit world of KeyboardAvoidanceTesting,
// which arrives with the next milestone (issue 3). Until then it says so and exits cleanly.
print("keyboard-sim: the headless world and its storyboards arrive with the next milestone.")
print("For now, run `swift test` to exercise the engine.")
