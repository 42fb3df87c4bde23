/** `virtual:launchpad/islands-assets` in unit tests: no islands build, every page runs the whole app. */
export default null;
