import { Navigate, useLocation } from 'react-router';
import { lazyPage } from '../shared/lazy/lazyPage';

/**
 * The secondary pages (§2 point mall, task, live show, download and "Other screens") in one lazy route table. The start-up chunk knows
 * only their paths and this table's chunk; every page here is a chunk of its own, fetched when first shown. Each lazy
 * route in the start-up table costs it the page's import and its list of files to preload (about 0.1 KB a route), so
 * pages few people open come through here and cost the start-up chunk their path alone.
 */
const MORE_PAGES: Readonly<Record<string, ReturnType<typeof lazyPage<object>>>> = {
  pointMall: lazyPage(async () => (await import('../features/points/PointMallRoute')).PointMallRoute),
  task: lazyPage(async () => (await import('../features/tasks/TaskRoute')).TaskRoute),
  streamView: lazyPage(async () => (await import('../features/live/StreamViewRoute')).StreamViewRoute),
  download: lazyPage(async () => (await import('../features/download/DownloadRoute')).DownloadRoute),
  mirrors: lazyPage(async () => (await import('../features/download/MirrorsRoute')).MirrorsRoute),
  feedback: lazyPage(async () => (await import('../features/download/FeedbackRoute')).FeedbackRoute),
  news: lazyPage(async () => (await import('../features/articles/ArticlesRoute')).NewsRoute),
  blog: lazyPage(async () => (await import('../features/articles/ArticlesRoute')).BlogRoute),
  creditReport: lazyPage(async () => (await import('../features/credit/CreditReportRoute')).CreditReportRoute),
  winners: lazyPage(async () => (await import('../features/winners/WinnersRoute')).WinnersRoute),
  guide: lazyPage(async () => (await import('../features/guide/GuideRoute')).GuideRoute),
};

/** The page of the address's first segment (the router sends the paths of `MORE_PATHS` here); home as for any
 * unknown address otherwise. */
export function MoreRoute() {
  const { pathname } = useLocation();
  const Page = MORE_PAGES[pathname.split('/')[1] ?? ''];
  return Page ? <Page /> : <Navigate to="/" replace />;
}
