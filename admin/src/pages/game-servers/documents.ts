import { graphql } from '../../gql';

/**
 * Every GraphQL document of the game-server pages (operation names start with GameServer).
 * The token is asked for only by the two mutations that return it in full (create, rotate):
 * queries never select it, so it is never on screen anywhere else.
 */

export const GameServersDocument = graphql(`
  query GameServerList($page: Int, $perPage: Int) {
    gameServers(page: $page, perPage: $perPage) {
      meta {
        ...PageMetaFields
      }
      data {
        id
        name
        type
        createdAt
        updatedAt
      }
    }
  }
`);

export const GameServerDocument = graphql(`
  query GameServerOne($id: Int!) {
    gameServer(id: $id) {
      id
      name
      type
      createdAt
      updatedAt
    }
  }
`);

export const CreateGameServerDocument = graphql(`
  mutation GameServerCreate($input: CreateGameServerInput!) {
    createGameServer(input: $input) {
      id
      name
      type
      token
      createdAt
      updatedAt
    }
  }
`);

export const UpdateGameServerDocument = graphql(`
  mutation GameServerUpdate($id: Int!, $input: UpdateGameServerInput!) {
    updateGameServer(id: $id, input: $input) {
      id
      name
      type
      createdAt
      updatedAt
    }
  }
`);

export const RotateGameServerTokenDocument = graphql(`
  mutation GameServerRotateToken($id: Int!) {
    rotateGameServerToken(id: $id) {
      id
      token
      updatedAt
    }
  }
`);

export const DeleteGameServerDocument = graphql(`
  mutation GameServerDelete($id: Int!) {
    deleteGameServer(id: $id)
  }
`);
