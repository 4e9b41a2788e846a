// Loaded before React: a minimal React DevTools hook that counts the components that rendered in
// each commit (the way DevTools decides it: function/class fibers with PerformedWork, walking only
// subtrees that were re-created in the commit).
(function () {
  var COMPONENT_TAGS = { 0: 1, 1: 1, 11: 1, 14: 1, 15: 1 };
  var PERFORMED_WORK = 1;
  var counter = { renders: 0, commits: 0 };
  function visit(fiber) {
    var prev = fiber.alternate;
    if (COMPONENT_TAGS[fiber.tag]) {
      if (prev === null || (fiber.flags & PERFORMED_WORK) === PERFORMED_WORK) counter.renders++;
    }
    if (prev !== null && fiber.child === prev.child) return;
    for (var child = fiber.child; child; child = child.sibling) visit(child);
  }
  window.__benchRenders = counter;
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: function (renderer) {
      var id = this.renderers.size + 1;
      this.renderers.set(id, renderer);
      return id;
    },
    checkDCE: function () {},
    onScheduleFiberRoot: function () {},
    onCommitFiberRoot: function (_id, root) {
      counter.commits++;
      visit(root.current);
    },
    onCommitFiberUnmount: function () {},
    onPostCommitFiberRoot: function () {},
  };
})();
