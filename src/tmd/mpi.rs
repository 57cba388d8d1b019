//! `fpsig tmd --mpi`: the search's ranks through MPI (rsmpi). Rank 0 broadcasts the chunks left,
//! every rank searches its share, and the others send each finished chunk to rank 0 as soon as
//! it is checked (tag [`CHUNK`], bytes of [`message::encode`]), or their error (tag [`ERROR`]).
//! Only the calling thread calls MPI (the search's engines run in threads of their own).

use fpsig_harness::tmd::message;
use fpsig_harness::tmd::search::{ChunkResult, Cluster, Request};
use mpi::environment::Universe;
use mpi::topology::{Communicator, SimpleCommunicator};
use mpi::traits::*;
use mpi::Threading;

const CHUNK: i32 = 1;
const ERROR: i32 = 2;

pub struct MpiCluster {
    /// Finalizes MPI when dropped.
    _universe: Universe,
    world: SimpleCommunicator,
    local_rank: usize,
    request: Request,
}

impl MpiCluster {
    /// Joins the MPI job this process was started in (a job of one without `mpirun`).
    pub fn join(request: &Request) -> Result<MpiCluster, String> {
        let (universe, _) = mpi::initialize_with_threading(Threading::Funneled)
            .ok_or("MPI could not be initialized (already initialized?)")?;
        let world = universe.world();
        let local_rank = world.split_shared(world.rank()).rank() as usize;
        Ok(MpiCluster {
            _universe: universe,
            world,
            local_rank,
            request: request.clone(),
        })
    }

    /// This rank's index among the ranks of its host.
    pub fn local_rank(&self) -> usize {
        self.local_rank
    }
}

impl Cluster for MpiCluster {
    fn rank(&self) -> usize {
        self.world.rank() as usize
    }

    fn size(&self) -> usize {
        self.world.size() as usize
    }

    fn share(&mut self, todo: Vec<usize>) -> Result<Vec<usize>, String> {
        let root = self.world.process_at_rank(0);
        let mut len = todo.len() as u64;
        root.broadcast_into(&mut len);
        let mut words: Vec<u64> = if self.rank() == 0 {
            todo.iter().map(|&i| i as u64).collect()
        } else {
            vec![0; len as usize]
        };
        root.broadcast_into(&mut words[..]);
        Ok(words.into_iter().map(|i| i as usize).collect())
    }

    fn send(&mut self, outcome: &Result<ChunkResult, String>) -> Result<(), String> {
        let root = self.world.process_at_rank(0);
        match outcome {
            Ok(chunk) => root.send_with_tag(&message::encode(chunk)[..], CHUNK),
            Err(e) => root.send_with_tag(e.as_bytes(), ERROR),
        }
        Ok(())
    }

    fn receive(&mut self) -> Result<Option<ChunkResult>, String> {
        let Some(probed) = self.world.any_process().immediate_matched_probe() else {
            return Ok(None);
        };
        let (bytes, status) = probed.matched_receive_vec::<u8>();
        let r = &self.request;
        match status.tag() {
            CHUNK => message::decode(&bytes, r.function, r.format).map(Some),
            _ => Err(format!(
                "rank {}: {}",
                status.source_rank(),
                String::from_utf8_lossy(&bytes)
            )),
        }
    }
}
