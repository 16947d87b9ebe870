import { Alert, Loader } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useRouter, useRouterState } from '@tanstack/react-router';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useGate } from '../../api/capabilities';
import { showError } from '../../api/notifications';
import { objectsQueryOptions } from '../../api/queries/objects';
import { soldOn } from '../../events/actions';
import { formatDate } from '../../i18n/format';
import { moduleDefinition } from '../../modules/registry';
import { modulePage } from '../module-pages';
import { useSession } from '../../session/session';
import { ModuleEmptyFrame } from '../../ui/shell/ModuleEmptyFrame';
import { offersLogin, portalConfig, profileInfo } from '../config';
import { reloadEvents, supportsEvents, useObjectEvents } from '../events';
import { HISTORY_PAGE } from '../navigation';
import { currentObjectId } from '../current-object';
import { LazyEventDialogs } from '../shell/LazyEventDialogs';
import { openLogin, openLoginFor } from '../shell/login-dialog';
import { useNavigationItems } from '../use-navigation-items';

export interface ModulePageProps {
  module: string;
  objectId: number | null;
  /** /{module}/{detail}: the sub-page of a module with `detailRoute`. */
  detail?: string;
}

const LOADING_SPACE = { minHeight: '100dvh' } as const;

/**
 * A module's page: the module's own component when the backend offers what it needs (the route
 * already checked this when the capabilities were known); otherwise the frame saying the area is
 * unavailable (the layout shows title and subtitle, app.subtitles.<module>). Every module brings its
 * own German empty state for an owner with nothing, in its own words.
 */
export function ModulePage({ module, objectId, detail }: ModulePageProps) {
  const { t } = useTranslation();
  const router = useRouter();
  const gate = useGate();
  const session = useSession();
  const { authorized } = session;
  const definition = moduleDefinition(module);
  const pathname = router.state.location.pathname;
  const search = useRouterState({ select: (s) => s.location.search as Record<string, unknown> });

  const items = useNavigationItems(objectId, pathname);
  const objectEvents = useObjectEvents(objectId);
  const objects = useQuery({ ...objectsQueryOptions(), enabled: objectId !== null || authorized }).data;
  const sold = objectId === null ? null : soldOn(objects?.find((o) => o.ObjekteId === objectId), new Date());

  const Page = definition && modulePage(definition);
  if (definition && Page && (!gate.known || definition.needs(gate))) {
    return (
      <div data-module={module} data-object-id={objectId ?? undefined}>
        {sold && (
          // A sold object stays readable up to the sale; the actions are gone (server refuses them too).
          <Alert color="gray" mb="md" data-testid="object-sold">
            {t('objectSelector.sold', { date: formatDate(sold, 'dd.MM.yyyy') })}
          </Alert>
        )}
        <Suspense
          fallback={
            // The page's code is still on its way: the loader holds a screen's height, so the footer
            // stays below the fold instead of showing and then jumping away when the page arrives.
            <div role="status" aria-label={t('common.loading')} style={LOADING_SPACE}>
              <Loader />
            </div>
          }
        >
          <Page
            objectId={objectId}
            phoneCountries={portalConfig.phoneCountries}
            privacyUrl={portalConfig.links.privacy}
            dumpBooking={portalConfig.dumpBooking}
            availableModules={items.map((item) => item.key).filter((key) => key !== HISTORY_PAGE)}
            moduleHref={(name) => (objectId !== null ? `/objects/${objectId}/${name}` : `/${name}`)}
            onNavigate={(href, options) => void router.navigate({ href, replace: options?.replace })}
            onError={showError}
            events={supportsEvents(gate) ? objectEvents : null}
            onRetryEvents={reloadEvents}
            EventDialogs={LazyEventDialogs}
            authorized={authorized}
            // A login asked for by a page comes back to it; one after a registration fills in the login
            // (pages also hand this over as a click handler: an event is no login name).
            onLogin={offersLogin(profileInfo) ? (identifier?: unknown) => (typeof identifier === 'string' && identifier ? openLogin(identifier) : openLoginFor(pathname)) : undefined}
            detail={detail}
            search={search}
            residentObjectId={currentObjectId(objectId, objects ?? [], session)}
          />
        </Suspense>
      </div>
    );
  }
  // Only when the live backend turned out to lack what the module needs (the route let it through
  // while the capabilities were still unknown): say so, not "nothing here".
  return (
    <div data-module={module} data-object-id={objectId ?? undefined}>
      <ModuleEmptyFrame module={module} message={t('guard.modulePage.unavailable')} />
    </div>
  );
}
