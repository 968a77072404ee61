import { Inject, Injectable } from '@nestjs/common';
import jwt from 'jsonwebtoken';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';

/** The kinds of bearer token; a token of one kind opens nothing meant for another. */
export type TokenKind = 'admin' | 'admin-reset' | 'centre';

export interface TokenClaims {
  sub: string;
  typ: TokenKind;
  /** The account's token version (a user's or a centre's): moved on at sign-out, password or email change and disable, voiding older tokens. */
  ver?: number;
  /** centre: the reference number the token is bound to. */
  ref?: string;
}

const LIFETIME: Record<TokenKind, string> = { admin: '8h', 'admin-reset': '15m', centre: '2h' };

@Injectable()
export class TokenService {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  sign(claims: TokenClaims): string {
    return jwt.sign(claims, this.config.jwtSecret, {
      algorithm: 'HS256',
      expiresIn: LIFETIME[claims.typ] as jwt.SignOptions['expiresIn'],
    });
  }

  /** Returns the claims when the token is genuine, unexpired and of the expected kind; else null. */
  verify(token: string, kind: TokenKind): TokenClaims | null {
    try {
      // Pinning the algorithm refuses alg "none" and algorithm-confusion tokens.
      const claims = jwt.verify(token, this.config.jwtSecret, { algorithms: ['HS256'] }) as TokenClaims;
      if (claims.typ !== kind || typeof claims.sub !== 'string') return null;
      return claims;
    } catch {
      return null;
    }
  }
}

export function bearerToken(header: string | string[] | undefined): string | null {
  const value = Array.isArray(header) ? header[0] : header;
  const match = /^Bearer\s+(\S+)$/i.exec(value ?? '');
  return match ? match[1]! : null;
}
