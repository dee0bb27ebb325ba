"""The user's repository: the snapshot of the working tree, the scratch worktree a heal
edits, and the all-or-nothing apply-back of the validated patch."""
