import type { Db } from '../../db/client.ts';
import { createUsersRepository, type UsersRepository } from './users.repository.ts';

// What other modules get of the accounts: a read face, and the admin's account changes. The
// repository stays inside this module; "go to definition" on a face's method lands on the
// repository's.

type Repo = UsersRepository;

/** Reads of the accounts; nothing here writes. */
export interface UserReads extends Pick<Repo, 'findById' | 'findByEmail' | 'contactsByIds'> {}

/** What the admin's Users tab changes of an account: invite it, (de)activate it, change its role. */
export interface AccountStandingWrites
  extends Pick<Repo, 'insertWith' | 'retireAccess' | 'setRole' | 'setActive'> {}

export interface UserFaces {
  reads: UserReads;
  standing: AccountStandingWrites;
}

/** The faces of one users repository, each listing exactly its methods. */
export function userFacesOf(repo: UsersRepository): UserFaces {
  return {
    reads: { findById: repo.findById, findByEmail: repo.findByEmail, contactsByIds: repo.contactsByIds },
    standing: {
      insertWith: repo.insertWith,
      retireAccess: repo.retireAccess,
      setRole: repo.setRole,
      setActive: repo.setActive,
    },
  };
}

/** The read face over a database, for the tests of other modules that build a service alone. */
export function createUserReads(db: Db): UserReads {
  return userFacesOf(createUsersRepository(db)).reads;
}
