// The implementation lives in @leadstream/dev (the local-infrastructure tool, which needs it at
// run time and which this package depends on); tests import it from here.
export { freePort } from "@leadstream/dev";
