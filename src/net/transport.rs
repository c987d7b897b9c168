//! The carrier: bevy_replicon's client and server messages over renet and netcode.
//!
//! One message type each way, each on a reliable ordered channel, holding the bytes of a
//! `wire` message. The bytes are decoded by `wire` rather than by replicon, so that a bad peer's
//! bytes are named and counted by who sent them, and their length is checked before anything
//! is decoded. Netcode runs in its secure mode with the join code's secret as its private key:
//! a connection without the secret is dropped by netcode itself.

use std::net::{SocketAddr, UdpSocket};
use std::time::{Duration, SystemTime};

use bevy::prelude::*;
use bevy_replicon::bytes::Bytes;
use bevy_replicon::prelude::*;
use bevy_replicon::shared::message::ctx::{
    ClientReceiveCtx, ClientSendCtx, ServerReceiveCtx, ServerSendCtx,
};
use bevy_replicon_renet::netcode::{
    ClientAuthentication, ConnectToken, NetcodeClientTransport, NetcodeServerTransport,
    ServerAuthentication, ServerConfig,
};
use bevy_replicon_renet::renet::ConnectionConfig;
use bevy_replicon_renet::{RenetChannelsExt, RenetClient, RenetServer, RepliconRenetPlugins};

use super::wire::{MAX_TO_HOST, MAX_TO_PEER, PROTOCOL_VERSION};
use crate::rules::shared_dice::Hex32;

/// Netcode's id for this program and protocol: another program, or another version of this
/// one, is not let in.
pub const PROTOCOL_ID: u64 = 0x7472_696e_0000_0000 | PROTOCOL_VERSION as u64;

/// Bytes from a joiner or spectator to the host (`len` as received; `bytes` empty when
/// `len` is over the limit, which is all that is kept of them).
#[derive(Message, Clone, Debug, Default)]
pub struct HostBound {
    pub len: usize,
    pub bytes: Vec<u8>,
}

/// Bytes from the host to a joiner or spectator.
#[derive(Message, Clone, Debug, Default)]
pub struct PeerBound {
    pub len: usize,
    pub bytes: Vec<u8>,
}

impl HostBound {
    pub fn new(bytes: Vec<u8>) -> Self {
        HostBound {
            len: bytes.len(),
            bytes,
        }
    }
}

impl PeerBound {
    pub fn new(bytes: Vec<u8>) -> Self {
        PeerBound {
            len: bytes.len(),
            bytes,
        }
    }
}

fn send_to_host(_: &mut ClientSendCtx, m: &HostBound, out: &mut Vec<u8>) -> Result<()> {
    out.extend_from_slice(&m.bytes);
    Ok(())
}

fn receive_at_host(_: &mut ServerReceiveCtx, bytes: &mut Bytes) -> Result<HostBound> {
    let len = bytes.len();
    let kept = if len <= MAX_TO_HOST {
        bytes.to_vec()
    } else {
        Vec::new()
    };
    *bytes = Bytes::new();
    Ok(HostBound { len, bytes: kept })
}

fn send_to_peer(_: &mut ServerSendCtx, m: &PeerBound, out: &mut Vec<u8>) -> Result<()> {
    out.extend_from_slice(&m.bytes);
    Ok(())
}

fn receive_at_peer(_: &mut ClientReceiveCtx, bytes: &mut Bytes) -> Result<PeerBound> {
    let len = bytes.len();
    let kept = if len <= MAX_TO_PEER {
        bytes.to_vec()
    } else {
        Vec::new()
    };
    *bytes = Bytes::new();
    Ok(PeerBound { len, bytes: kept })
}

/// replicon, renet and netcode, with this program's two messages. No entity is replicated:
/// the game travels as its order log.
pub fn plugin(app: &mut App) {
    app.add_plugins((
        RepliconPlugins.set(bevy_replicon::shared::RepliconSharedPlugin {
            // Who may connect is netcode's secure token (the join code's secret); what a peer
            // is and speaks is our `Hello` with its protocol version.
            auth_method: AuthMethod::None,
        }),
        RepliconRenetPlugins,
    ))
    .add_client_message_with(Channel::Ordered, send_to_host, receive_at_host)
    .add_server_message_with(Channel::Ordered, send_to_peer, receive_at_peer)
    .make_message_independent::<PeerBound>();
}

fn connection_config(app: &App) -> ConnectionConfig {
    let channels = app.world().resource::<RepliconChannels>();
    ConnectionConfig {
        server_channels_config: channels.server_configs(),
        client_channels_config: channels.client_configs(),
        ..Default::default()
    }
}

fn now() -> Duration {
    SystemTime::now()
        .duration_since(SystemTime::UNIX_EPOCH)
        .unwrap_or_default()
}

/// Start hosting on `bind` (port 0: any free port) for up to `max_clients`: the address
/// taken, to put in the join code.
pub fn start_server(
    app: &mut App,
    bind: SocketAddr,
    secret: &Hex32,
    max_clients: usize,
) -> Result<SocketAddr, String> {
    // The address it could not host on, and why: the one asked for, then the one taken.
    let cannot_host = |addr: SocketAddr, e: &dyn std::fmt::Display| {
        t!(
            "net-cannot-host",
            addr = addr.to_string(),
            error = e.to_string()
        )
    };
    let socket = UdpSocket::bind(bind).map_err(|e| cannot_host(bind, &e))?;
    let addr = socket
        .local_addr()
        .map_err(|e| t!("net-no-local-addr", error = e.to_string()))?;
    let server = RenetServer::new(connection_config(app));
    let transport = NetcodeServerTransport::new(
        ServerConfig {
            current_time: now(),
            max_clients,
            protocol_id: PROTOCOL_ID,
            public_addresses: vec![addr],
            authentication: ServerAuthentication::Secure {
                private_key: secret.0,
            },
        },
        socket,
    )
    .map_err(|e| cannot_host(addr, &e))?;
    app.insert_resource(server).insert_resource(transport);
    Ok(addr)
}

/// Connect to a host whose join code holds `addr` and `secret`.
pub fn start_client(app: &mut App, addr: SocketAddr, secret: &Hex32) -> Result<(), String> {
    let local: SocketAddr = if addr.is_ipv4() {
        "0.0.0.0:0"
    } else {
        "[::]:0"
    }
    .parse()
    .map_err(|e: std::net::AddrParseError| e.to_string())?;
    let socket = UdpSocket::bind(local).map_err(|e| t!("net-no-socket", error = e.to_string()))?;
    let mut id = [0u8; 8];
    getrandom::fill(&mut id).map_err(|e| t!("net-no-client-id", error = e.to_string()))?;
    let token = ConnectToken::generate(
        now(),
        PROTOCOL_ID,
        300,
        u64::from_le_bytes(id),
        // Seconds without a packet before either end calls the connection lost.
        10,
        vec![addr],
        None,
        &secret.0,
    )
    .map_err(|e| t!("net-no-token", error = e.to_string()))?;
    let transport = NetcodeClientTransport::new(
        now(),
        ClientAuthentication::Secure {
            connect_token: token,
        },
        socket,
    )
    .map_err(|e| {
        t!(
            "net-cannot-connect",
            addr = addr.to_string(),
            error = e.to_string()
        )
    })?;
    let client = RenetClient::new(connection_config(app));
    app.insert_resource(client).insert_resource(transport);
    Ok(())
}
