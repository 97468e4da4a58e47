import { loadNamespaces } from '../lib/i18n';
import { type RouteModule, routeNamespaces } from './route-namespaces';

/** A route's code and its translation namespaces, loaded together: the page renders once both are there. */
export function lazyRoute<T>(module: RouteModule, load: () => Promise<T>): () => Promise<T> {
  return async () => {
    const [route] = await Promise.all([load(), loadNamespaces(routeNamespaces[module])]);
    return route;
  };
}
