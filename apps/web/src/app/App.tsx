import { Route, Switch } from 'wouter';
import { RequireAuth } from '../features/auth';
import { AppLayout } from './layout';
import { SetupPage } from '../pages/SetupPage';
import { SignInPage } from '../pages/SignInPage';
import { AppRoutes } from '../routes';

/** Sign-in and first-run screens stand alone; everything else needs a session and the layout. */
export function App() {
  return (
    <Switch>
      <Route path="/login">
        <SignInPage />
      </Route>
      <Route path="/setup">
        <SetupPage />
      </Route>
      <Route>
        <RequireAuth>
          <AppLayout>
            <AppRoutes />
          </AppLayout>
        </RequireAuth>
      </Route>
    </Switch>
  );
}
