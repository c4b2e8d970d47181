import type { ReactNode } from 'react';
import { Brand } from '../layout';
import './auth.css';

/** The centred frame of the sign-in and setup screens. */
export function AuthScreen({ children }: { children: ReactNode }) {
  return (
    <main className="auth-centre">
      <div className="auth-panel">
        <div className="auth-brand">
          <Brand />
        </div>
        {children}
      </div>
    </main>
  );
}
