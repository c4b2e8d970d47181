import type { ReactNode } from 'react';
import { Brand } from '../../components/Brand';
import './auth.css';

/** The centred frame of the sign-in and setup screens. */
export function AuthScreen({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="auth-centre">
      <div className="auth-panel">
        {/* The card names the form; the page still needs its own h1 for screen readers. */}
        <h1 className="visually-hidden">{title}</h1>
        <div className="auth-brand">
          <Brand />
        </div>
        {children}
      </div>
    </main>
  );
}
